/**
 * A catalog category's SEO tags (storefront-routing-wallet.md §7 "GET static
 * seo-catalog-tags-by-url-ru-{url}.json | link, searchQuery, parameters | 3 s"; §3 "seoTagInfo
 * (link, searchQuery, parameters, xQuery, url, seo, name)"). {url} is the category's path without
 * its leading slash, each '/' written as '_'.
 */
import { isRecord, readNonBlankString, readString } from './wire';

/** routing-wallet §7 "3 s". */
export const SEO_CATALOG_TAGS_TIMEOUT_MS = 3000;

export function seoCatalogTagsPath(categoryPath: string): string {
  const key = categoryPath.replace(/^\/+/, '').replace(/\/+$/, '').replaceAll('/', '_');
  return `/seo-catalog-tags-by-url-ru-${encodeURIComponent(key).replaceAll('%2F', '_')}.json`;
}

export interface SeoTag {
  /** The category page the tag belongs to. */
  link: string;
  /** What the tag searches for. */
  searchQuery: string;
  /** The catalog filter parameters of the tag. */
  parameters: string;
  name: string;
}

export class MalformedSeoTagsError extends Error {
  override name = 'MalformedSeoTagsError';
}

/** One tag object or a list of them; tags without a search query are skipped; anything else is malformed. */
export function reshapeSeoTags(raw: unknown): SeoTag[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? [raw] : null;
  if (!list) throw new MalformedSeoTagsError('seo catalog tags are neither a tag nor a list');
  return list.flatMap((entry): SeoTag[] => {
    if (!isRecord(entry)) return [];
    const searchQuery = readNonBlankString(entry, 'searchQuery');
    if (!searchQuery) return [];
    return [
      {
        link: readString(entry, 'link') ?? '',
        searchQuery: searchQuery.trim(),
        parameters: readString(entry, 'parameters') ?? '',
        name: readNonBlankString(entry, 'name') ?? searchQuery.trim(),
      },
    ];
  });
}
