import type { Hono } from 'hono';
import { flattenMenu, toMenuNodes } from '../../data/menu';
import type { AppEnv, Deps } from '../deps';
import { notFound } from '../errors';
import { toPositiveInt } from '../input';
import { SERVICE_MAP } from '../service-map';
import { LANGUAGES, LOCALES } from '../../../contracts/locales';
import { MENU_V11_PATH } from '../../../contracts/menu';

export function isKnownLocale(locale: string): boolean {
  return (LOCALES as readonly string[]).includes(locale);
}
export function isKnownLanguage(lang: string): boolean {
  return (LANGUAGES as readonly string[]).includes(lang);
}

export function registerMenu(app: Hono<AppEnv>, deps: Deps): void {
  // GET /v11/menu?locale&lang&id&dest -> {data:{nodes}}; with id, the nodes under that item.
  app.get(`${SERVICE_MAP.menu}${MENU_V11_PATH}`, (c) => {
    const lang = c.req.query('lang') ?? 'ru';
    const locale = c.req.query('locale') ?? 'ru';
    if (!isKnownLanguage(lang) || !isKnownLocale(locale)) throw notFound(`no menu for ${locale}-${lang}`);
    const items = deps.data.menu(lang);
    const idRaw = c.req.query('id');
    if (idRaw === undefined || idRaw === '') return c.json({ data: { nodes: toMenuNodes(items) } });
    const id = toPositiveInt(idRaw);
    const item = id === undefined ? undefined : flattenMenu(items).find((m) => m.id === id);
    if (!item) throw notFound(`no menu item ${idRaw}`);
    return c.json({ data: { nodes: toMenuNodes(item.childs) } });
  });
}
