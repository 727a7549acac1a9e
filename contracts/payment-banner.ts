/**
 * The payment marketing banner (storefront-shell.md §7 "Payment and basket": POST
 * /webapi/lk/payment/marketing/banner?pan=). The spec does not show the answer or the timeout:
 * pan is the card's leading digits as its mask shows them (never the whole number), the answer is
 * {banner: {text, href?, bank?} | null}, and the call has the bank cards' 2 s (routing-wallet §7).
 */
import { isRecord, readNonBlankString, readString } from './wire';

export const PAYMENT_BANNER_PATH = '/webapi/lk/payment/marketing/banner';
export const PAYMENT_BANNER_TIMEOUT_MS = 2000;

export interface PaymentBanner {
  text: string;
  /** A same-site path, or absent. */
  href?: string;
  bank: string;
}

export class MalformedPaymentBannerError extends Error {
  override name = 'MalformedPaymentBannerError';
}

/** The digits a masked card shows before its hidden part ("2200 **** **** 1234" gives "2200"); '' when it shows none. */
export function panOfMask(mask: string): string {
  const shown = mask.split('*')[0] ?? '';
  const digits = shown.replace(/[\s-]/g, '');
  return /^\d{4,8}$/.test(digits) ? digits : '';
}

export function reshapePaymentBanner(raw: unknown): PaymentBanner | null {
  if (!isRecord(raw) || !('banner' in raw)) throw new MalformedPaymentBannerError('payment banner answer has no banner field');
  if (raw.banner === null) return null;
  if (!isRecord(raw.banner)) throw new MalformedPaymentBannerError('payment banner is not an object');
  const text = readNonBlankString(raw.banner, 'text');
  if (!text) throw new MalformedPaymentBannerError('payment banner has no text');
  const href = readString(raw.banner, 'href');
  return { text, bank: readString(raw.banner, 'bank') ?? '', ...(href && /^\/(?!\/)[^\s\\]*$/.test(href) ? { href } : {}) };
}
