import type { PageProps, PageView } from '../../core/domain/navigation';
import { readPromoData, type PromoCategory, type PromoData, type PromoLink, type PromoPoster } from '../../contracts/promotions';
import { TREND_MENU_SWITCH, TREND_PROMO_KEY, loadPromotionsMenu, promotionSourceId } from '../../core/domain/catalog';
import { NotFoundError } from '../../core/transport/http';
import { DEFAULT_SETTINGS, settingsAtom, type GlobalSettings } from '../../core/domain/settings';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { hostText } from '../texts';
import { renderListingPage } from './listing-page';

export { TREND_MENU_SWITCH, TREND_PROMO_KEY };
/** The phone picture of the poster below this width (storefront-shell.md §9 mobile breakpoint 1024 px). */
const POSTER_MINI_MEDIA = '(max-width: 1023px)';

/** How long a trend page opened before the first settings waits for them (routing-wallet §7 data timeout 10 s). */
export const SETTINGS_WAIT_MS = 10_000;

/**
 * The settings in force; on a page opened before the first settings came (the defaults are still
 * the store's own object), the first ones, or the defaults after SETTINGS_WAIT_MS. Without this a
 * shopper landing on the trend page got a 404 for a switch that was on.
 */
function settingsInForce(signal: AbortSignal | undefined): Promise<GlobalSettings> {
  const store = getStore();
  if (store.get(settingsAtom) !== DEFAULT_SETTINGS) return Promise.resolve(store.get(settingsAtom));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', done);
      resolve(store.get(settingsAtom));
    };
    const unsubscribe = store.sub(settingsAtom, done);
    const timer = setTimeout(done, SETTINGS_WAIT_MS);
    signal?.addEventListener('abort', done);
  });
}

/** routing-wallet §3 "poster (wide, mini, background)": the phone picture on narrow screens, the background around it. */
function poster(data: PromoPoster, title: string): HTMLElement {
  const figure = h(
    'div',
    { class: 'promo-poster' },
    h(
      'picture',
      {},
      h('source', { media: POSTER_MINI_MEDIA, srcset: data.mini }),
      h('img', { src: data.wide, alt: title, fetchpriority: 'high', decoding: 'async' }),
    ),
  );
  if (data.background) figure.style.background = data.background;
  return figure;
}

/** The promotions menu (root menu 2192 or the promotion's own), the current page marked. */
function menu(links: readonly PromoLink[], current: string): HTMLElement {
  return h(
    'nav',
    { class: 'promo-menu', 'aria-label': hostText('promoMenu') },
    h(
      'ul',
      { class: 'page-links' },
      ...links.map((link) => h('li', {}, h('a', { href: link.href, ...(link.href === current ? { 'aria-current': 'page' } : {}) }, link.text))),
    ),
  );
}

/** routing-wallet §3 "categories (imgPath, background)": picture tiles on the category's colour. */
function categories(list: readonly PromoCategory[]): HTMLElement {
  return h(
    'section',
    { class: 'promo-categories', 'aria-labelledby': 'promo-categories' },
    h('h2', { id: 'promo-categories' }, hostText('promoCategories')),
    h(
      'ul',
      {},
      ...list.map((category) => {
        const tile = h(
          'a',
          { href: category.href },
          category.image ? h('img', { src: category.image, alt: '', loading: 'lazy', decoding: 'async' }) : null,
          h('span', {}, category.text),
        );
        if (category.background) tile.style.background = category.background;
        return h('li', {}, tile);
      }),
    ),
  );
}

function brandShelf(title: string, brands: readonly PromoLink[], index: number): HTMLElement {
  const id = `promo-brands-${index}`;
  return h(
    'section',
    { class: 'promo-shelf promo-shelf--brand', 'aria-labelledby': id },
    h('h2', { id }, title),
    h('ul', { class: 'page-links' }, ...brands.map((brand) => h('li', {}, h('a', { href: brand.href }, brand.text)))),
  );
}

/**
 * routing-wallet §3 "shelves (type promo or brand)", in the promotion's order: a promo shelf is
 * the promotion's goods (the grid, under the first promo shelf's title); a brand shelf its brands.
 * Without shelves the brands show above the goods.
 */
function shelves(data: PromoData): { before: Node[]; after: Node[] } {
  const before: Node[] = [];
  const after: Node[] = [];
  let goodsPlaced = false;
  data.shelves.forEach((shelf, index) => {
    if (shelf.type === 'promo') {
      if (!goodsPlaced) before.push(h('h2', { class: 'promo-goods-title' }, shelf.title));
      goodsPlaced = true;
    } else if (data.brands.length) (goodsPlaced ? after : before).push(brandShelf(shelf.title, data.brands, index));
  });
  if (!data.shelves.some((s) => s.type === 'brand') && data.brands.length) before.push(brandShelf(hostText('brand-list'), data.brands, data.shelves.length));
  return { before, after };
}

/**
 * A promotion (SpaPromotionsCatalogData; storefront-shell.md §2 "promotion page", "promotion
 * catalog strips"): poster, the promotions menu, the promotion banners, categories, shelves and
 * the goods.
 */
export async function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readPromoData(props.data);
  const key = props.params.promoKey || undefined;
  const trend = data.isTrend || key === TREND_PROMO_KEY;
  if (trend && (await settingsInForce(props.signal)).switches[TREND_MENU_SWITCH] !== true) throw new NotFoundError(props.url.pathname);
  const promoId = promotionSourceId(data, key);
  const links = await loadPromotionsMenu(data, props.signal);
  const title = data.title ?? hostText('promotions');
  const { before, after } = shelves(data);
  return renderListingPage(container, props, {
    heading: data.title,
    fallbackHeading: 'promotions',
    source: promoId ? { kind: 'promotion', promoId } : null,
    before: [
      ...(data.poster ? [poster(data.poster, title)] : []),
      ...(links.length ? [menu(links, props.url.pathname)] : []),
      h('vt-banner-carousel', { location: 'promotion-page' }),
      ...(data.categories.length ? [categories(data.categories)] : []),
      ...before,
    ],
    after,
    trend,
  });
}
