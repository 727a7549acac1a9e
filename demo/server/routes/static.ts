import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { COUNTRY_ID_BY_LOCALE, PROMO_CREATIVES_HASH_PATH, PROMO_CREATIVES_PATH } from '../../../contracts/banners';
import type { BrandListEntryWire } from '../../../contracts/brand-list';
import type { EmergencySituationWire } from '../../../contracts/emergency';
import { NO_RETURN_LOCALE_BITS } from '../../../contracts/no-return-locales';
import { flattenMenu } from '../../data/menu';
import { CITIES } from '../../data/offices';
import type { AppEnv, Ctx, Deps } from '../deps';
import { notFound } from '../errors';
import { toPositiveInt } from '../input';
import { SERVICE_MAP } from '../service-map';
import { isKnownLanguage, isKnownLocale } from './menu';

const S = SERVICE_MAP.static;

/**
 * Emergency notices by country id (contracts/emergency.ts). Only kg (5) has an active one: a
 * notice lies over every page of its country, and the e2e suite shops in ru, kz, by and the others
 * (tests/e2e/emergency-notice.e2e.ts serves ru's own file to show it there). ru (1) and by (2)
 * have an inactive file; the other countries have none (404).
 */
const EMERGENCY_NOTICES: Record<number, EmergencySituationWire> = {
  1: { id: 1, active: false, title: 'Задержки доставки', text: 'Сейчас всё доставляется в срок.' },
  2: { id: 2, active: false, title: 'Задержки доставки', text: 'Сейчас всё доставляется в срок.' },
  5: {
    id: 5,
    active: true,
    title: 'Задержки доставки',
    text: 'Из-за снегопада на перевалах часть заказов задерживается на 1–2 дня.',
    link: '/services/besplatnaya-dostavka',
  },
};
const NO_CACHE = { 'Cache-Control': 'no-cache' };
/** storefront-shell.md §9 "Main promo action id 188852": every demo promotion page lists it. */
const MAIN_PROMO_ID = 188852;
export const RETURN_DAYS_DEFAULT = 14;

function hashOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('hex');
}

function json(c: Ctx, value: unknown, cache = NO_CACHE): Response {
  return c.json(value, 200, cache);
}

export function promotionCreatives(_deps: Deps) {
  // §3 thermometer and redPrices list promo ids: the demo's promotion shows both (the grid keeps §5's 1000 limit).
  const body = {
    panels: [{ id: MAIN_PROMO_ID }, { id: 188853 }],
    thermometer: [MAIN_PROMO_ID],
    redPrices: [MAIN_PROMO_ID],
    filter: {
      id: 188852,
      color: '#ffffff',
      background: '#cb11ab',
      switch: '#ffffff',
      switchBackground: '#a50e8a',
      switchActive: '#cb11ab',
      switchActiveBackground: '#ffffff',
    },
  };
  return { ...body, hash: hashOf(body) };
}

function returnDays(deps: Deps): Record<string, number> {
  return Object.fromEntries(deps.data.subjects.map((s) => [String(s.id), s.noReturn ? 0 : s.adult ? 7 : RETURN_DAYS_DEFAULT]));
}

/** The locale or numeric country id a shopdata folder is named by. */
function localeOfShopdata(id: string): string | undefined {
  if (CITIES.some((c) => c.locale === id)) return id;
  const byCountry = Object.entries(COUNTRY_ID_BY_LOCALE).find(([, n]) => String(n) === id);
  return byCountry && CITIES.some((c) => c.locale === byCountry[0]) ? byCountry[0] : undefined;
}

/** The static group (storefront-shell.md §7 "Static reads", storefront-routing-wallet.md §7). */
export function registerStatic(app: Hono<AppEnv>, deps: Deps): void {
  app.get(`${S}${PROMO_CREATIVES_HASH_PATH}`, (c) => c.text(promotionCreatives(deps).hash, 200, NO_CACHE));
  app.get(`${S}${PROMO_CREATIVES_PATH}`, (c) => json(c, promotionCreatives(deps)));

  app.get(`${S}/stores-data.json`, (c) => json(c, deps.data.stores));
  app.get(`${S}/shopdata/:id/shops.json`, (c) => {
    const locale = localeOfShopdata(c.req.param('id'));
    if (!locale) throw notFound('no shop data for that country');
    return json(
      c,
      deps.data.offices.filter((o) => o.country === locale),
    );
  });
  app.get(`${S}/shopdata/:id/shopsbystore.json`, (c) => {
    const locale = localeOfShopdata(c.req.param('id'));
    if (!locale) throw notFound('no shop data for that country');
    const byStore: Record<string, number[]> = {};
    for (const o of deps.data.offices.filter((x) => x.country === locale)) (byStore[o.storeId] ??= []).push(o.id);
    return json(c, byStore);
  });

  app.get(`${S}/menu/:file{[a-z]+-[a-z]+\\.json}`, (c) => {
    const [locale = '', lang = ''] = c.req
      .param('file')
      .replace(/\.json$/, '')
      .split('-');
    if (!isKnownLocale(locale) || !isKnownLanguage(lang)) throw notFound(`no menu for ${locale}-${lang}`);
    return json(c, deps.data.menu(lang));
  });

  app.get(`${S}/emergency-situation/:file{\\d+\\.json}`, (c) => {
    const id = Number(c.req.param('file').replace('.json', ''));
    const notice = EMERGENCY_NOTICES[id];
    if (!notice) throw notFound('no such notice');
    return json(c, notice);
  });

  app.get(`${S}/adult-subjects.json`, (c) =>
    json(
      c,
      deps.data.subjects.filter((s) => s.adult).map((s) => s.id),
    ),
  );
  app.get(`${S}/no-return-subjects.json`, (c) =>
    json(
      c,
      Object.fromEntries(
        deps.data.subjects.filter((s) => s.noReturn).map((s) => [String(s.id), 2 ** NO_RETURN_LOCALE_BITS.default! + 2 ** NO_RETURN_LOCALE_BITS.by!]),
      ),
    ),
  );
  app.get(`${S}/return-days.json.hash`, (c) => c.text(hashOf(returnDays(deps)), 200, NO_CACHE));
  app.get(`${S}/return-days.json`, (c) => json(c, returnDays(deps)));

  for (const file of ['subject-base.json', 'subject-base-ka.json']) {
    app.get(`${S}/${file}`, (c) => {
      const lang = file.includes('-ka') ? 'ka' : 'ru';
      return json(
        c,
        deps.data.subjects.map((s) => ({ id: s.id, parentId: s.parentId, name: s.names[lang], adult: Boolean(s.adult) })),
      );
    });
  }

  const brandJson = (c: Ctx, slug: string) => {
    const brand = deps.data.brandBySlug.get(slug);
    if (!brand) throw notFound('no such brand');
    return json(c, {
      id: brand.id,
      name: brand.name,
      url: brand.slug,
      hash: brand.hash,
      letter: brand.letter,
      siteId: brand.siteId,
      shard: brand.shard,
      menu: [{ sort: 1, query: `brand=${brand.id}`, title: 'Все товары', href: `/brands/${brand.slug}/all` }],
    });
  };
  app.get(`${S}/brands/:file{[^/]+\\.json}`, (c) => brandJson(c, c.req.param('file').replace(/\.json$/, '')));
  // A shard's brands, for the brand list page by letter: brands/{first letter or special}/_list.json.
  app.get(`${S}/brands/:shard/_list.json`, (c) => {
    const shard = `brands/${c.req.param('shard')}`;
    const list: BrandListEntryWire[] = deps.data.brands.filter((b) => b.shard === shard).map((b) => ({ id: b.id, name: b.name, url: b.slug }));
    if (list.length === 0) throw notFound('no brands in this shard');
    return json(c, list);
  });
  // The sharded form: brands/{first letter or special}/{brand}.json (storefront-routing-wallet.md §9 Brand shard).
  app.get(`${S}/brands/:shard/:file{[^/]+\\.json}`, (c) => {
    const slug = c.req.param('file').replace(/\.json$/, '');
    const brand = deps.data.brandBySlug.get(slug);
    if (!brand || brand.shard !== `brands/${c.req.param('shard')}`) throw notFound('no such brand');
    return brandJson(c, slug);
  });
  app.get(`${S}/brands-by-id/:file{\\d+\\.json}`, (c) => {
    const brand = deps.data.brandById.get(Number(c.req.param('file').replace('.json', '')));
    if (!brand) throw notFound('no such brand');
    return json(c, { id: brand.id, name: brand.name, url: brand.slug, hash: brand.hash, letter: brand.letter, siteId: brand.siteId });
  });
  app.get(`${S}/supplier-by-id/:file{\\d+\\.json}`, (c) => {
    const seller = deps.data.sellerById.get(Number(c.req.param('file').replace('.json', '')));
    if (!seller) throw notFound('no such seller');
    const { logoUrl: _logo, resale: _resale, rating: _rating, news: _news, ...fields } = seller;
    return json(c, fields);
  });
  const shop = (c: Ctx) => {
    const id = toPositiveInt(c.req.param('file')?.replace('.json', ''));
    const seller = id === undefined ? undefined : deps.data.sellerById.get(id);
    if (!seller) throw notFound('no such shop');
    return json(c, {
      supplierID: seller.id,
      urlPath: `/seller/${seller.id}`,
      logo: { url: new URL(c.req.url).origin + seller.logoUrl },
      name: seller.trademark,
    });
  };
  app.get(`${S}/constructor-api/shops/:file{\\d+\\.json}`, shop);
  app.get(`${S}/constructor-api/v2/shops/:file{\\d+\\.json}`, shop);
  app.get(`${S}/constructor-api/moderation/shops/:file{\\d+\\.json}`, shop);

  // seo-catalog-tags-by-url-ru-{url}.json where {url} is the catalog path without the leading slash, '/' written as '_'.
  app.get(`${S}/:file{seo-catalog-tags-by-url-ru-.+\\.json}`, (c) => {
    const key = c.req
      .param('file')
      .replace(/^seo-catalog-tags-by-url-ru-/, '')
      .replace(/\.json$/, '');
    const url = `/${key.replaceAll('_', '/')}`;
    const item = flattenMenu(deps.data.menu('ru')).find((m) => m.url === url);
    if (!item) throw notFound('no tags for that url');
    return json(c, { link: item.url, searchQuery: item.name.toLowerCase(), parameters: item.query, name: item.name, seo: item.seo });
  });
}
