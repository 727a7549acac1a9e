/**
 * The brands of one brand shard (storefront-routing-wallet.md §9 "Brand shard": brands/{first
 * letter} for a digit, Latin or Cyrillic first letter, else brands/special), below {static}. The
 * brand list page by letter reads the shards of its letter group (§2.3 /{product}/brandlist.aspx?letter=).
 * `_list` cannot be a brand slug (slugs are letters, digits and '-'), so it never shadows
 * brands/{shard}/{brand}.json.
 */
import { isRecord, readInteger, readNonBlankString } from './wire';

export function brandShardListPath(shard: string): string {
  return `/${shard}/_list.json`;
}

/** One brand of a shard's list, as the page links it. */
export interface BrandListEntry {
  id: number;
  name: string;
  /** The brand page segment: /brands/{slug}. */
  slug: string;
}

/** The wire shape of one entry. */
export interface BrandListEntryWire {
  id: number;
  name: string;
  url: string;
}

const SLUG = /^[\w-]+$/;

/** An array of {id, name, url}; entries with no name, no positive id or an unsafe slug are left out. */
export function readBrandList(raw: unknown): BrandListEntry[] {
  if (!Array.isArray(raw)) throw new TypeError('brand list: not an array');
  return raw.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = readInteger(entry, 'id');
    const name = readNonBlankString(entry, 'name');
    const slug = readNonBlankString(entry, 'url');
    return id !== undefined && id > 0 && name && slug && SLUG.test(slug) ? [{ id, name: name.trim(), slug }] : [];
  });
}
