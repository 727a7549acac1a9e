/**
 * storefront-shell.md §6 "Premium is granted if subscription features include extra_discount and the
 * phone starts with 79 (ru) or 375 (by)". One rule for both sides: the catalog server takes the club's
 * premium sale (§3 Size price premiumSaleAmount) off a premium shopper's prices, and the storefront
 * names that price and the discount for the same shopper (core/domain/account/premium.ts).
 */

/** The subscription feature that carries the club's extra discount. */
export const PREMIUM_FEATURE = 'extra_discount';
/** Phone prefixes of the countries premium is sold in: Russia (79) and Belarus (375). */
export const PREMIUM_PHONE_PREFIXES = ['79', '375'] as const;

/** The digits of a phone as the account keeps it: '+7 916 …', '7916***67' (a masked phone keeps its country code). */
function phoneDigits(phone: string): string {
  return phone.replace(/[\s()+-]/g, '');
}

export function isPremiumGranted(features: readonly string[], phone: string | null | undefined): boolean {
  if (!features.includes(PREMIUM_FEATURE) || typeof phone !== 'string') return false;
  const digits = phoneDigits(phone);
  return PREMIUM_PHONE_PREFIXES.some((prefix) => digits.startsWith(prefix));
}

/** The grade answer's subscription features (storefront-shell.md §3 User grade; demo/API.md): only the non-blank strings. */
export function readSubscriptionFeatures(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '');
}
