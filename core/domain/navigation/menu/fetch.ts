import { reshapeMenuV11, reshapeStaticMenu, MENU_V11_PATH, staticMenuPath } from '../../../../contracts/menu';
import type { Language, Locale } from '../../../../contracts/locales';
import { request } from '../../../transport/http';
import type { MenuItem } from '../../../../contracts/menu';

/** storefront-shell.md §9 "Menu fetch timeout 10 s". */
export const MENU_FETCH_TIMEOUT_MS = 10_000;

function required(items: MenuItem[] | null, what: string): MenuItem[] {
  if (!items) throw new TypeError(`${what}: empty answer`);
  return items;
}

/** §7 "Static menu json per locale and language": {static}/menu/{locale}-{lang}.json. */
export async function fetchStaticMenu(locale: Locale, language: Language, signal?: AbortSignal): Promise<MenuItem[]> {
  const items = await request({
    url: { group: 'static', path: staticMenuPath(locale, language) },
    parse: reshapeStaticMenu,
    timeout: MENU_FETCH_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return required(items, 'static menu');
}

/** §7 "GET menu v11 with locale, lang, id, dest". */
export async function fetchMenuV11(
  locale: Locale,
  language: Language,
  options: { id?: string; dest?: string; signal?: AbortSignal } = {},
): Promise<MenuItem[]> {
  const items = await request({
    url: { group: 'menu', path: MENU_V11_PATH },
    query: { locale, lang: language, id: options.id, dest: options.dest },
    parse: reshapeMenuV11,
    timeout: MENU_FETCH_TIMEOUT_MS,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return required(items, 'menu v11');
}
