import { BRAND_DIGITS_GROUP, BRAND_SHARD_ROOT, BRAND_SPECIAL_SHARD, brandLetterGroup, brandShardPath } from '../../../platform/format';

/**
 * storefront-routing-wallet.md §9 "letter group Cyrillic, Latin letter or 123": the groups the
 * brand list page offers, in the order it shows them. A shop lists the Russian alphabet without
 * Ё (filed under Е by most shops, but a brand starting with Ё still has its own group), Ъ, Ь and Ы,
 * which start no words; any other single Latin or Cyrillic letter is still a valid group.
 */
export const LATIN_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
export const CYRILLIC_LETTERS: readonly string[] = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ'];

const DIGITS = [...'0123456789'];

/**
 * The letter group named by the page's `letter` query ('a' or 'A' -> 'A', '123' -> '123'); null
 * for anything else (blank, two letters, a lone digit, a symbol), which the page answers with 404.
 */
export function parseBrandLetter(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (text === BRAND_DIGITS_GROUP) return BRAND_DIGITS_GROUP;
  if ([...text].length !== 1) return null;
  const group = brandLetterGroup(text);
  return group !== BRAND_DIGITS_GROUP && [...group].length === 1 ? group : null;
}

/**
 * The brand shards a letter group reads (§9 "brands/{first letter} for digit, Latin or Cyrillic
 * first letter, else brands/special"): one shard for a letter; the ten digit shards and
 * brands/special for '123'.
 */
export function letterGroupShards(group: string): string[] {
  if (group === BRAND_DIGITS_GROUP) return [...DIGITS.map((d) => `${BRAND_SHARD_ROOT}/${d}`), BRAND_SPECIAL_SHARD];
  return [brandShardPath(group)];
}

/** The page address of a letter group (routing-wallet §2.3 "/{product}/brandlist.aspx?letter="). */
export const BRAND_LIST_PATH = '/vitrina/brandlist.aspx';
export function brandLetterPath(group: string): string {
  return `${BRAND_LIST_PATH}?letter=${encodeURIComponent(group)}`;
}
