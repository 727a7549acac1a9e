/**
 * The seller of a product and its legal details (storefront-shell.md §7 ".../info/sellers.json";
 * storefront-routing-wallet.md §3 "Seller: id, name, fineName, trademark, ogrn, ogrnip, inn, kpp,
 * unp, bin, unn, taxpayerCode, legalAddress, orgForms, isUnknown").
 */
import { isRecord, readBoolean, readInteger, readNonBlankString, type WireRecord } from '../wire';

/** The registration numbers a seller may carry, in the order a card lists them. */
export const SELLER_REGISTRATION_KEYS = ['ogrn', 'ogrnip', 'inn', 'kpp', 'unp', 'bin', 'unn', 'taxpayerCode'] as const;
export type SellerRegistrationKey = (typeof SELLER_REGISTRATION_KEYS)[number];

export interface SellerLegal {
  supplierId: number;
  /** The registered name (fineName, else supplierName/name). */
  fineName: string;
  trademark: string;
  legalAddress: string;
  orgForms: string;
  /** Only the numbers the file has (a sole trader has OGRNIP, not OGRN; a Belarusian seller UNP). */
  registration: { key: SellerRegistrationKey; value: string }[];
  /** The marketplace does not know who the seller is: the card says so instead of naming one. */
  isUnknown: boolean;
}

const text = (record: WireRecord, key: string): string => readNonBlankString(record, key)?.trim() ?? '';

/**
 * One sellers.json answer. It is either the seller object itself or `{sellers: [..]}` / a list of
 * them (the product's seller first). Throws TypeError when no seller with a positive id is in it.
 */
export function reshapeSellerLegal(raw: unknown): SellerLegal {
  const record = Array.isArray(raw) ? raw[0] : isRecord(raw) && Array.isArray(raw.sellers) ? raw.sellers[0] : raw;
  if (!isRecord(record)) throw new TypeError('sellers.json holds no seller');
  const supplierId = readInteger(record, 'supplierId') ?? readInteger(record, 'id');
  if (supplierId === undefined || supplierId <= 0) throw new TypeError('sellers.json has no supplierId');
  return {
    supplierId,
    fineName: text(record, 'fineName') || text(record, 'supplierName') || text(record, 'name'),
    trademark: text(record, 'trademark'),
    legalAddress: text(record, 'legalAddress'),
    orgForms: text(record, 'orgForms'),
    registration: SELLER_REGISTRATION_KEYS.flatMap((key) => {
      const value = text(record, key);
      return value ? [{ key, value }] : [];
    }),
    isUnknown: readBoolean(record, 'isUnknown') ?? false,
  };
}
