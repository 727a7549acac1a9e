/**
 * storefront-routing-wallet.md §9 "Brand shard": brands/{first letter} for a digit, Latin or
 * Cyrillic first letter, else brands/special; letter group: the Cyrillic or Latin letter, else '123'.
 */
export const BRAND_SHARD_ROOT = 'brands';
export const BRAND_SPECIAL_SHARD = `${BRAND_SHARD_ROOT}/special`;
export const BRAND_DIGITS_GROUP = '123';

const LETTER = /^[\p{Script=Latin}\p{Script=Cyrillic}]$/u;
const isLetter = (ch: string) => LETTER.test(ch) && /\p{L}/u.test(ch);
const firstChar = (name: string) => [...name.trim()][0] ?? '';

/** brandShardPath('Adidas') === 'brands/a'; brandShardPath('&Other') === 'brands/special'. */
export function brandShardPath(brand: string): string {
  const ch = firstChar(brand).toLowerCase();
  return /^[0-9]$/.test(ch) || isLetter(ch) ? `${BRAND_SHARD_ROOT}/${ch}` : BRAND_SPECIAL_SHARD;
}

/** brandLetterGroup('zara') === 'Z'; brandLetterGroup('7 days') === '123'. */
export function brandLetterGroup(brand: string): string {
  const ch = firstChar(brand);
  return isLetter(ch) ? ch.toUpperCase() : BRAND_DIGITS_GROUP;
}
