/**
 * Gift certificates (storefront-shell.md §2 promotion links "/gift/certificates"; routing-wallet §2.2
 * SpaGiftCertificatesData, §7 "gift certificates 2 s"). The spec shows the route and its data step,
 * not their content: **(demo)** the data, the order call and the balance check below (demo/API.md).
 */
import { isRecord, readInteger, readString } from './wire';

/** The designs a certificate is drawn in (the page draws each one; unknown names from the server are skipped). */
export const GIFT_DESIGNS = ['birthday', 'celebration', 'thanks'] as const;
export type GiftDesign = (typeof GIFT_DESIGNS)[number];
/** storefront-shell.md §9 "Comment size limit 300": the message to the recipient. */
export const GIFT_MESSAGE_MAX = 300;
/** **(demo)** A certificate number: two groups of four letters or digits after VT. */
export const GIFT_NUMBER_PATTERN = /^VT-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
export const GIFT_ORDER_PATH = '/webapi/gift/certificates/order';
export const GIFT_BALANCE_PATH = '/webapi/gift/certificates/balance';

export interface GiftCertificatesData {
  /** The nominals, RUB minor units (the page shows each in the shop's currency). */
  nominalsRub: number[];
  designs: GiftDesign[];
  /** How long a certificate can be spent, months. */
  validityMonths: number;
}

const isDesign = (value: unknown): value is GiftDesign => typeof value === 'string' && (GIFT_DESIGNS as readonly string[]).includes(value);

/** SpaGiftCertificatesData's value; missing or malformed parts fall back to none (the page then says there is nothing to buy). */
export function reshapeGiftCertificatesData(raw: unknown): GiftCertificatesData {
  const value = isRecord(raw) ? raw : {};
  const nominals = Array.isArray(value.nominalsRub) ? value.nominalsRub.filter((n): n is number => Number.isInteger(n) && (n as number) > 0) : [];
  const designs = Array.isArray(value.designs) ? value.designs.filter(isDesign) : [];
  return {
    nominalsRub: [...new Set(nominals)].sort((a, b) => a - b),
    designs: designs.length ? designs : [...GIFT_DESIGNS],
    validityMonths: readInteger(value, 'validityMonths') ?? 12,
  };
}

export interface GiftOrderInput {
  nominalRub: number;
  currency: string;
  design: GiftDesign;
  email: string;
  message: string;
}

export interface GiftCertificate {
  number: string;
  /** Minor units of `currency`. */
  balance: number;
  nominal: number;
  currency: string;
  /** Unix seconds. */
  validUntil: number;
}

/** {number, balance, nominal, currency, validUntil}; TypeError when the number or an amount is missing. */
export function reshapeGiftCertificate(raw: unknown): GiftCertificate {
  const value = isRecord(raw) && isRecord(raw.value) ? raw.value : raw;
  if (!isRecord(value)) throw new TypeError('gift certificate answer is not an object');
  const number = readString(value, 'number');
  const balance = readInteger(value, 'balance');
  const nominal = readInteger(value, 'nominal');
  if (!number || balance === undefined || nominal === undefined) throw new TypeError('gift certificate answer has no number or amounts');
  return { number, balance, nominal, currency: readString(value, 'currency') ?? 'RUB', validUntil: readInteger(value, 'validUntil') ?? 0 };
}

/** A plausible e-mail address (one @, a dot in the domain, no spaces). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
