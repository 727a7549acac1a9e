export { giftNominals, buyGiftCertificate, checkGiftBalance, type GiftNominal } from './gift';
