/**
 * The account pages' numbers (storefront-shell.md §9): "Comment size limit 300", "C2C ad price
 * range 50 to 25000; minimum C2C photos 3", "C2C fee 5" (percent). The demo server checks the same
 * rules, so a request that skips the form gets the same answer.
 */
import { fiscalStepMinor, MINOR_PER_MAJOR, roundMinorToStep } from '../money';
import { isCurrency } from '../locales';

/** §9 "Comment size limit 300": a claim's comment and a review's text. */
export const COMMENT_MAX_LENGTH = 300;
/** §9 "C2C ad price range 50 to 25000", in the shop currency's major units. */
export const C2C_PRICE_MIN = 50;
export const C2C_PRICE_MAX = 25000;
/** §9 "minimum C2C photos 3". */
export const C2C_MIN_PHOTOS = 3;
/** **(demo)** an ad shows at most this many photos. */
export const C2C_MAX_PHOTOS = 8;
/** §9 "C2C fee 5": percent of the price the marketplace keeps. */
export const C2C_FEE_PERCENT = 5;
/** **(demo)** an ad's description; the spec gives no number. */
export const C2C_DESCRIPTION_MAX_LENGTH = 1000;
/** **(demo)** a chosen picture file over this size is refused before it is read. */
export const C2C_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** **(demo)** a stored photo (after the browser scales it down) is at most this many bytes. */
export const C2C_STORED_PHOTO_MAX_BYTES = 600 * 1024;
/** Review stars (1–5, one required). */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;

export type PriceProblem = 'priceMissing' | 'priceBelow' | 'priceAbove' | 'priceStep';

/**
 * A C2C price typed in major units ("1 250,50" or "1250.5") to minor units; undefined when it is
 * not a number with at most two decimals.
 */
export function parsePriceMinor(text: string): number | undefined {
  const clean = text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
}

/**
 * §9 the C2C price range 50 to 25000 (both ends allowed), in whole steps of the shop currency
 * (contracts/money: a rouble price has no kopecks); null when the price is fine.
 */
export function c2cPriceProblem(priceMinor: number | undefined, currency: string): PriceProblem | null {
  if (priceMinor === undefined || !Number.isFinite(priceMinor)) return 'priceMissing';
  if (priceMinor < C2C_PRICE_MIN * MINOR_PER_MAJOR) return 'priceBelow';
  if (priceMinor > C2C_PRICE_MAX * MINOR_PER_MAJOR) return 'priceAbove';
  const code = currency.toUpperCase();
  if (isCurrency(code) && priceMinor % fiscalStepMinor(code) !== 0) return 'priceStep';
  return null;
}

/**
 * §9 "C2C fee 5": the fee in minor units, rounded once to the currency's fiscal step
 * (contracts/money), and what the seller receives (the price less the fee, so the two add up).
 */
export function c2cFee(priceMinor: number, currency: string): { feeMinor: number; payoutMinor: number } {
  const feeMinor = roundMinorToStep((priceMinor * C2C_FEE_PERCENT) / 100, currency);
  return { feeMinor, payoutMinor: priceMinor - feeMinor };
}

/** A comment, review or description: trimmed, and refused (undefined) above the limit. */
export function boundedText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return [...text].length <= max ? text : undefined;
}
