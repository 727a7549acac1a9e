import type { Hono } from 'hono';
import { CHECK_REDIRECT_PATH, HTML_TEMPLATE_PATH, ROUTES } from '../../../contracts/pages';
import { BRAND_META_TAGS_PATH, META_TAGS_PATH } from '../../../contracts/meta-tags';
import { flattenMenu } from '../../data/menu';
import { shopLanguage } from '../../data/text';
import type { Language } from '../../../contracts/locales';
import type { AppEnv, Deps } from '../deps';
import { badRequest, notFound } from '../errors';

export const HTML_TEMPLATE_IDS = [
  'preview_General',
  'preview_SpaCatalogEntrypoint',
  'preview_SpaProductCardEntrypoint',
  'preview_SpaSearchEntrypoint',
] as const;
/**
 * Every route of the host's table has a preview (the general blocks unless it has its own): the
 * router asks preview_{route} first, and a 404 there is a console error on every page load
 * (Lighthouse best practices).
 */
const ROUTE_TEMPLATE_IDS: ReadonlySet<string> = new Set([...HTML_TEMPLATE_IDS, ...ROUTES.map((r) => `preview_${r.name}`)]);

/** Old addresses the demo redirects (storefront-routing-wallet.md §2.1 check-redirect). */
export function redirectTarget(deps: Deps, path: string): string | null {
  let m = /^\/brand\/([^/]+)\/?$/.exec(path);
  if (m && deps.data.brandBySlug.has(m[1]!)) return `/brands/${m[1]}`;
  m = /^\/product\/(\d+)\/?$/.exec(path);
  if (m && deps.data.productById.has(Number(m[1]))) return `/catalog/${m[1]}/detail.aspx`;
  if (path === '/sale' || path === '/aktsii') return '/promotions';
  m = /^\/category\/(.+?)\/?$/.exec(path);
  if (m) {
    const slug = m[1]!.split('/').pop();
    const item = flattenMenu(deps.data.menu('ru')).find((i) => i.url.endsWith(`/${slug}`) && i.url.startsWith('/catalog/'));
    if (item) return item.url;
  }
  return null;
}

/** The meta tags' words in every shop language (a language the server does not know reads ru: text.ts shopLanguage). */
const META_TEXTS: Readonly<
  Record<Language, { itemTitle: (name: string) => string; title: string; itemDescription: (name: string) => string; description: string }>
> = {
  ru: {
    itemTitle: (name: string) => `${name} — купить в интернет-магазине Vitrina`,
    title: 'Vitrina — интернет-магазин',
    itemDescription: (name: string) => `${name}: большой выбор товаров с доставкой.`,
    description: 'Демонстрационная витрина маркетплейса.',
  },
  en: {
    itemTitle: (name: string) => `${name} — buy at the Vitrina online shop`,
    title: 'Vitrina — online shop',
    itemDescription: (name: string) => `${name}: a wide choice of goods with delivery.`,
    description: 'A demo marketplace storefront.',
  },
  kk: {
    itemTitle: (name: string) => `${name} — Vitrina интернет-дүкенінен сатып алу`,
    title: 'Vitrina — интернет-дүкен',
    itemDescription: (name: string) => `${name}: жеткізілімі бар тауарлардың үлкен таңдауы.`,
    description: 'Маркетплейстің демонстрациялық витринасы.',
  },
  ky: {
    itemTitle: (name: string) => `${name} — Vitrina интернет-дүкөнүнөн сатып алуу`,
    title: 'Vitrina — интернет-дүкөн',
    itemDescription: (name: string) => `${name}: жеткирүү менен товарлардын чоң тандоосу.`,
    description: 'Маркетплейстин демонстрациялык витринасы.',
  },
  uz: {
    itemTitle: (name: string) => `${name} — Vitrina internet-doʻkonida xarid qiling`,
    title: 'Vitrina — internet-doʻkon',
    itemDescription: (name: string) => `${name}: yetkazib berish bilan mahsulotlarning katta tanlovi.`,
    description: 'Marketpleysning namoyish vitrinasi.',
  },
  ka: {
    itemTitle: (name: string) => `${name} — იყიდეთ Vitrina-ს ონლაინ მაღაზიაში`,
    title: 'Vitrina — ონლაინ მაღაზია',
    itemDescription: (name: string) => `${name}: პროდუქციის დიდი არჩევანი მიწოდებით.`,
    description: 'მარკეტპლეისის სადემონსტრაციო ვიტრინა.',
  },
};

function metaFor(deps: Deps, targetUrl: string, lang: string) {
  const language = shopLanguage(lang);
  const texts = META_TEXTS[language];
  const item = flattenMenu(deps.data.menu(language)).find((m) => m.url === targetUrl);
  return {
    title: item ? texts.itemTitle(item.name) : texts.title,
    description: item ? texts.itemDescription(item.name) : texts.description,
    canonical: targetUrl,
    robots: 'index, follow',
  };
}

/** Routing helpers on the site origin: check-redirect, meta tags, HTML templates. */
export function registerSitePages(app: Hono<AppEnv>, deps: Deps): void {
  // GET /webapi/check-redirect{path}{query} -> {redirect} (null when the address has no new home).
  app.get(`${CHECK_REDIRECT_PATH}/*`, (c) => {
    const path = c.req.path.slice(CHECK_REDIRECT_PATH.length) || '/';
    return c.json({ redirect: redirectTarget(deps, path) });
  });
  app.get(CHECK_REDIRECT_PATH, (c) => c.json({ redirect: null }));

  // GET /webapi/spa/brands/metatags/...?name= -> {metaTags}.
  app.get(`${BRAND_META_TAGS_PATH}*`, (c) => {
    const name = c.req.query('name') ?? c.req.path.slice(BRAND_META_TAGS_PATH.length).split('/')[0] ?? '';
    const brand = deps.data.brands.find((b) => b.slug === name || b.name.toLowerCase() === name.toLowerCase());
    if (!brand) throw notFound('no such brand');
    return c.json({
      metaTags: { title: `${brand.name} — товары бренда`, description: `Товары бренда ${brand.name} с доставкой.`, canonical: `/brands/${brand.slug}` },
    });
  });

  // GET /webapi/metatags?targetUrl=&query= -> {metaTags}.
  app.get(META_TAGS_PATH, (c) => {
    const targetUrl = c.req.query('targetUrl');
    if (!targetUrl || !targetUrl.startsWith('/')) throw badRequest('targetUrl must be a path');
    return c.json({ metaTags: metaFor(deps, targetUrl, c.req.query('lang') ?? 'ru') });
  });

  // GET /webapi/htmltemplate/{id}: the preview templates shown while a route loads (storefront-routing-wallet.md §2.1).
  app.get(`${HTML_TEMPLATE_PATH}:id`, (c) => {
    const id = c.req.param('id');
    if (!ROUTE_TEMPLATE_IDS.has(id)) throw notFound('no such template');
    const blocks = id === 'preview_SpaProductCardEntrypoint' ? 2 : 8;
    return c.html(`<div class="preview preview--${id}" aria-busy="true">${'<div class="preview__block"></div>'.repeat(blocks)}</div>`);
  });
}
