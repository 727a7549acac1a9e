export * from './constants';
export { courierSlotsAvailable, sameSlot, minutesToClock, nextDeliveryDay } from './slots';
export { checkoutTotals, type CheckoutTotals, type TotalLine } from './totals';
export { buildBasketPayload, includeInOrderStr, type PayloadInput, type PayloadLine } from './payload';
export { checkoutBlockers, effectiveCardId, effectivePaymentTypeId, needsBankCard, usableCards, type BlockReason } from './blockers';
export { checkoutChoicesAtom, getCheckoutChoices, updateCheckoutChoices, toCheckoutChoices, EMPTY_CHOICES, type CheckoutChoices } from './choices';
export { checkoutCartLinesAtom, loadCheckoutCart, startCheckoutCart } from './cart-lines';
export { buyItNowItemAtom, checkoutLinesAtom, toBuyItNowItem, type BuyItNowItem, type CheckoutLine } from './lines';
export {
  checkoutViewAtom,
  startCheckout,
  refreshBasket,
  followLanguageAndCurrency,
  loadBankCards,
  retryPayments,
  loadCourierSlots,
  choosePickupOffice,
  setCourierAddress,
  setLeaveAtDoor,
  chooseCourierSlot,
  choosePaymentType,
  chooseBankCard,
  courierOffice,
  currentPayload,
  type CheckoutView,
} from './model';
export { placeOrder, CheckoutBlockedError } from './place-order';
export { createPaymentBanners, loadPaymentBanner, type PaymentBanner } from './payment-banner';
export { resolveConfirmedOrder, saveConfirmedOrder, confirmedOrderKey, type OrderPageData } from './confirmed-order';
export { checkoutWalletDiscount, walletDiscountContextAtom } from './wallet-discount';
export type { Loadable } from './resource';
export { filterOffices } from './filter-offices';
export { officeKind, servesShoppers, type OfficeKind } from './office-kind';
export { readyValue } from './resource';
export {
  clubFreeCourier,
  leaveAtDoorAllowed,
  LEAVE_AT_DOOR_PRICE_LIMIT,
  CLUB_FREE_COURIER_DELIVERIES,
  CLUB_FREE_COURIER_AMOUNT_MINOR,
  type ClubFreeCourier,
} from './courier-offers';
export { deliverByCourier, removeCourierOnlyLines, canRemoveCourierOnly } from './courier-only';
export { giftNominals, buyGiftCertificate, checkGiftBalance, type GiftNominal } from './gift';
