/**
 * Whether and how the wallet discount shows on a price (storefront-routing-wallet.md §5 Wallet;
 * storefront-shell.md §9 "Wallet discount 5 percent at level 2 (display max 100000); level 1 at 0
 * (display max 15000)"; §6 "B2B mode ... removes wallet discounts", "Wallet discount and rounding
 * apply to authenticated users only"). The checkout imports walletDiscountDisplay: keep its signature.
 */
import type { Currency, Locale } from '../../../contracts/locales';
import { minorToMajor } from '../../platform/format';
import { displayMaxPrice, ridLimitExceeded } from './order-limit';
import { roundDiscountedPrice, roundingApplies } from './rounding';
import type { GlobalSettings } from '../settings';
import { MalformedWalletLimitsError, readWalletDiscountSettings } from './settings';

/** §5 "Discount not shown if flag bits 1048576 or 536870912 are set". */
export const WALLET_DISCOUNT_BAN_BITS = [1_048_576, 536_870_912] as const;
/** §5 "shown only for RUB". */
export const WALLET_DISCOUNT_CURRENCY: Currency = 'RUB';
/** §5 "never for ge and tj". */
export const NO_WALLET_DISCOUNT_LOCALES: readonly Locale[] = ['ge', 'tj'];
/** §5 "A wallet rid limit of -1 means show only for RUB and not for ge." */
export const RID_LIMIT_NONE = -1;
/** §9 "Wallet discount 5 percent at level 2 ...; level 1 at 0". */
export const WALLET_DISCOUNT_PERCENT_BY_LEVEL: Readonly<Record<1 | 2, number>> = { 1: 0, 2: 5 };

export interface WalletDiscountInput {
  /** The price before the discount, minor units of `currency`. */
  priceMinor: number;
  currency: Currency;
  locale: Locale;
  signedIn: boolean;
  businessMode: boolean;
  /** The product's bit flags carrying the discount ban bits. */
  flags: number;
  /** storefront-shell.md §3 Balance: 0 no wallet, 1 or 2 the wallet level. */
  walletTypeCode: number;
  walletRidLimit: number | null;
  /** Overrides the level's percent (a server-given discount); 0 shows nothing. */
  discountPercent?: number;
  /** The global settings (the display caps, the rounder switch and its numbers). */
  settings: Pick<GlobalSettings, 'switches' | 'variables'>;
  /** The rounder experiment is on for this shopper. */
  rounderExperiment?: boolean;
}

export type WalletDiscountHidden = 'guest' | 'business' | 'no-wallet' | 'flags' | 'zero' | 'currency' | 'locale' | 'rid-limit' | 'price-cap' | 'malformed';

export type WalletDiscountView =
  { show: false; reason: WalletDiscountHidden } | { show: true; percent: number; discountMinor: number; priceMinor: number; rounded: boolean };

export function walletDiscountPercent(walletTypeCode: number): number {
  if (walletTypeCode <= 0) return 0;
  return WALLET_DISCOUNT_PERCENT_BY_LEVEL[walletTypeCode >= 2 ? 2 : 1];
}

function hasBanBit(flags: number): boolean {
  // The bits are above 2^20: test with division, as `&` would wrap flags past 2^31.
  return WALLET_DISCOUNT_BAN_BITS.some((bit) => Math.floor(flags / bit) % 2 === 1);
}

function checkNumber(value: number | null, name: string): void {
  if (value !== null && !Number.isFinite(value)) throw new MalformedWalletLimitsError(`${name} is not a finite number`);
}

/** The rule itself; throws MalformedWalletLimitsError on unusable numbers. */
export function decideWalletDiscount(input: WalletDiscountInput): WalletDiscountView {
  const { priceMinor, currency, locale, walletRidLimit } = input;
  const settings = readWalletDiscountSettings(input.settings, input.rounderExperiment);
  checkNumber(priceMinor, 'price');
  checkNumber(input.flags, 'flags');
  checkNumber(walletRidLimit, 'walletRidLimit');
  if (!input.signedIn) return { show: false, reason: 'guest' };
  if (input.businessMode) return { show: false, reason: 'business' };
  if (input.walletTypeCode <= 0) return { show: false, reason: 'no-wallet' };
  if (hasBanBit(input.flags)) return { show: false, reason: 'flags' };
  const percent = input.discountPercent ?? walletDiscountPercent(input.walletTypeCode);
  checkNumber(percent, 'discountPercent');
  if (percent <= 0) return { show: false, reason: 'zero' };
  // The rid limit of -1 repeats "RUB only, not ge", which the next two rules already give.
  if (currency !== WALLET_DISCOUNT_CURRENCY) return { show: false, reason: 'currency' };
  if (NO_WALLET_DISCOUNT_LOCALES.includes(locale)) return { show: false, reason: 'locale' };
  const priceMajor = minorToMajor(priceMinor);
  if (ridLimitExceeded(priceMajor, walletRidLimit)) return { show: false, reason: 'rid-limit' };
  if (priceMajor > displayMaxPrice(input.walletTypeCode, settings.caps)) return { show: false, reason: 'price-cap' };
  const discounted = priceMajor * (1 - percent / 100);
  const rounded = roundingApplies(priceMajor, input.signedIn, settings.rounder);
  const finalMajor = rounded ? roundDiscountedPrice(discounted, currency, settings.rounder.multiplicity) : discounted;
  const finalMinor = Math.round(finalMajor * 100);
  const discountMinor = priceMinor - finalMinor;
  if (discountMinor <= 0) return { show: false, reason: 'zero' };
  return { show: true, percent, discountMinor, priceMinor: finalMinor, rounded };
}

export type MalformedReporter = (error: unknown) => void;

/** Logged once per message (console and the jserror log), never thrown at the caller. */
const reported = new Set<string>();
export const reportMalformedLimits: MalformedReporter = (error) => {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.has(message)) return;
  reported.add(message);
  console.warn('[vitrina] wallet limits are malformed: no wallet discount shown', error);
  void import('../../transport/logging').then(({ logError }) => logError(`wallet limits malformed: ${message}`)).catch(() => undefined);
};

/**
 * The display decision for a price. Malformed limits (a cap, the rid limit or the price not a
 * number) show no discount and are logged (bad input).
 */
export function walletDiscountDisplay(input: WalletDiscountInput, report: MalformedReporter = reportMalformedLimits): WalletDiscountView {
  try {
    return decideWalletDiscount(input);
  } catch (error) {
    report(error);
    return { show: false, reason: 'malformed' };
  }
}
