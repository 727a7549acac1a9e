/**
 * Wire form -> domain for the catalog menu (storefront-shell.md §3 "Menu item", §7 "Static menu
 * json per locale and language" and "GET menu v11 ... response data nodes (name, url, shardKey,
 * query, childrenOnly, nodes)"). Readers never throw: entries without a name are left out and
 * unsafe links are dropped (§5 "a javascript: address is refused").
 */
import { safeHref } from './banners';
import { isRecord, optional, readBoolean, readId, readNonBlankString, readString } from './wire';

/** storefront-shell.md §3 "Menu item", as widgets see it (no wire field names). */
export interface MenuItem {
  id: string;
  name: string;
  /** A same-site path or an absolute http(s) address; absent when the item is only a group. */
  url?: string;
  /** Catalog shard and query of a category (used by the catalog page). */
  shard?: string;
  query?: string;
  /** §3 "target": '_blank' opens a new tab; anything else stays in the page. */
  newTab: boolean;
  isTop: boolean;
  children: MenuItem[];
}

/** Deeper than any real catalog; stops a hostile, endlessly nested payload. */
export const MAX_MENU_DEPTH = 8;

/** Malformed menu payload (not a list / no data.nodes): the caller keeps what it had. */
export class MalformedMenuError extends Error {
  override name = 'MalformedMenuError';
}

/** The static menu file: a list of items {id, name, url, childs, shard, query, target, isTop, ...}. */
export function reshapeStaticMenu(payload: unknown): MenuItem[] {
  if (!Array.isArray(payload)) throw new MalformedMenuError('static menu is not a list');
  return readItems(payload, 'childs', 0);
}

/** GET {menu}/v11/menu: {data:{nodes:[{id, name, url, shardKey, query, childrenOnly, nodes}]}}. */
export function reshapeMenuV11(payload: unknown): MenuItem[] {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : undefined;
  if (!data || !Array.isArray(data.nodes)) throw new MalformedMenuError('menu v11 answer has no data.nodes');
  return readItems(data.nodes, 'nodes', 0);
}

function readItems(list: readonly unknown[], childKey: 'childs' | 'nodes', depth: number): MenuItem[] {
  if (depth >= MAX_MENU_DEPTH) return [];
  const items: MenuItem[] = [];
  list.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const name = readNonBlankString(entry, 'name')?.trim();
    if (!name) return;
    const children = Array.isArray(entry[childKey]) ? readItems(entry[childKey] as unknown[], childKey, depth + 1) : [];
    items.push({
      id: readId(entry, 'id') ?? `${depth}-${index}-${name}`,
      name,
      ...optional('url', menuHref(entry.url)),
      ...optional('shard', readNonBlankString(entry, 'shard') ?? readNonBlankString(entry, 'shardKey')),
      ...optional('query', readNonBlankString(entry, 'query')),
      newTab: readString(entry, 'target') === '_blank',
      isTop: readBoolean(entry, 'isTop') ?? false,
      children,
    });
  });
  return items;
}

const SITE_PATH = /^\/(?!\/)/;
const SAFE_PATH_BASE = 'https://menu.invalid';

/** A same-site path (kept relative, for in-app navigation) or an absolute http(s) address; else undefined. */
export function menuHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  const text = raw.trim();
  if (SITE_PATH.test(text)) {
    // Resolve to strip tabs and newlines the URL parser would ignore, and keep the path form.
    const url = safeHref(text, SAFE_PATH_BASE);
    return url ? url.slice(SAFE_PATH_BASE.length) : undefined;
  }
  return safeHref(text) ?? undefined;
}

/** §7 "GET menu v11 with locale, lang, id, dest", below {menu}. */
export const MENU_V11_PATH = '/v11/menu';
/** §7 "Static menu json per locale and language": {static}/menu/{locale}-{lang}.json. */
export function staticMenuPath(locale: string, language: string): string {
  return `/menu/${locale}-${language}.json`;
}
