import type { Hono } from 'hono';
import { flattenMenu } from '../../data/menu';
import { walletMonthRemaining } from '../../data/wallet-limits';
import type { Order } from '../../data/orders';
import type { ProductRecord } from '../../data/products';
import type { Identity } from '../auth/sessions';
import type { AppEnv, Ctx, Deps } from '../deps';
import { notFound } from '../errors';
import { SERVICE_MAP } from '../service-map';
import { toPositiveInt } from '../input';
import { deliveredWithin, deliveryHoursOf, page, sortOf, sortProducts } from '../search-engine';
import { bannerImagePath } from '../views/banner';
import { SHELF_TITLES } from '../../data/shelf-titles';
import { shopLanguage, textIn } from '../../data/text';
import { cardContext, cardView, detailView } from '../views/product';
import { isPremiumRequest } from './catalog';
import { redirectFor } from './search';
import { balanceOf, walletProofValid } from './site-user';
import { RECOMMENDATION_TYPES } from './recommendations';
import { SERVICE_CONTENT } from './service-content';
import { placedOrders } from '../db/placed-orders';
import { buyItNowItem, orderPageData } from './basket-route-data';
import { RESULT_STATE, ROUTE_DATA_NAMES, ROUTE_DATA_PATH, type RouteDataName } from '../../../contracts/route-data';
import { favoriteBrands, wishlistArrived } from './favorites-route-data';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../contracts/orders';
import { redirectUriAllowed } from '../../../contracts/oauth';
import { ACCOUNT_PAGE_DATA } from './account-pages';

/** storefront-routing-wallet.md §6: pages needing sign-in. */
export const AUTH_REQUIRED: ReadonlySet<RouteDataName> = new Set<RouteDataName>([
  'SpaRefundData',
  'SpaHistoryRefundsData',
  'SpaHeadArchivePositions',
  'SpaGetGroupedDeliveries',
  'SpaPersonalCabinetData',
  'SpaWalletPurchaseData',
  'SpaMyClaimsData',
  'SpaMyFeedbacksData',
  'SpaNotificationsData',
  'SpaFavoriteBrandsData',
  'SpaFavoriteSellersData',
  'SpaWlArrivedData',
  'SpaC2CAdData',
  'SpaC2COrdersData',
  'SpaC2CProductData',
  'SpaC2CFeedbackQuestionsData',
]);
/** §2.4 fixed redirects. */
const FIXED_REDIRECTS: Partial<Record<RouteDataName, string>> = { SpaMyCommunicationsData: '/#wbchat', SpaNotificationsData: '/lk#notifications' };
/** §9: archive positions default limit 150. */
export const ARCHIVE_LIMIT = 150;
const HOME_SHELF_SIZE = 20;
/** **(demo)** how many goods the recommendation and search-by-image pages list. */
const LISTED_NMS = 300;
const listedNms = (pool: readonly ProductRecord[]) =>
  sortProducts(
    pool.filter((p) => p.hasPrice && p.pics > 0),
    'popular',
  )
    .slice(0, LISTED_NMS)
    .map((p) => p.nmId);
const C2C_NAMES: ReadonlySet<RouteDataName> = new Set(['SpaC2CAdData', 'SpaC2COrdersData', 'SpaC2CProductData', 'SpaC2CFeedbackQuestionsData']);
/** §4 server result states. */

type Answer = { state: number; value?: unknown; url?: string };
type Handler = (c: Ctx, deps: Deps, q: Record<string, string>, user: Identity | null) => Answer;

const ok = (value: unknown): Answer => ({ state: RESULT_STATE.ok, value });
const redirect = (url: string): Answer => ({ state: RESULT_STATE.redirect, url });

/** Orders placed through the basket api (newest first), then the seeded ones. */
function ordersOf(deps: Deps, user: Identity): Order[] {
  return [...placedOrders(deps.db).ofUser(user.account.userId), ...(deps.data.orders.get(user.account.userId) ?? [])];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const orderAmount = (o: Order) => o.items.reduce((n, i) => n + i.price, 0);
const FRESH_ORDER_AGE_S = 15 * 60;
const DAY_S = 24 * 3600;
const REFUSED_AGES_DAYS = [2, 8] as const;
const FAILED_PAYMENT_AGES_MIN = [20, 100, 200] as const;

function catalogPath(q: Record<string, string>): string {
  return q.url ?? q.path ?? '';
}

/** The demo promotions' titles, by the key in /promotions/{promoKey} ('main' for /promotions). */
const PROMO_TITLES: Record<string, string> = {
  main: 'Большая распродажа',
  trend: 'Тренды сезона',
  'klubnye-skidki': 'Клубные скидки',
  uhtydazha: 'Уходящая распродажа',
};

const HANDLERS: Partial<Record<RouteDataName, Handler>> = {
  SpaHomeData: (c, deps, q, user) => {
    const ctx = cardContext(q, isPremiumRequest(deps, c));
    const popular = sortProducts(
      deps.data.products.filter((p) => p.hasPrice && p.pics > 0),
      'popular',
    ).slice(0, HOME_SHELF_SIZE);
    const recent = user ? deps.userData.recentViews(user.account.userId).slice(0, HOME_SHELF_SIZE) : [];
    return ok({
      shelves: [
        {
          id: 'popular',
          title: textIn(SHELF_TITLES.popular, q.lang),
          products: popular.map((p) => cardView(deps.data, p, ctx)),
        },
      ],
      recentNms: recent.map((r) => r.nmId),
    });
  },
  SpaProductCardData: (c, deps, q, user) => {
    const product = deps.data.productById.get(toPositiveInt(q.cod1S) ?? -1);
    if (!product) throw notFound('product cannot be loaded');
    if (user) deps.userData.addView(user.account.userId, product.nmId);
    const view = detailView(deps.data, product, cardContext(q, isPremiumRequest(deps, c)));
    const size = q.size ? product.sizes.find((s) => String(s.optionId) === q.size || s.name === q.size) : undefined;
    return ok({ product: { ...view, selectedSize: size?.optionId ?? view.selectedSize } });
  },
  SpaSearchData: (c, deps, q) => {
    const query = (q.search ?? q.query ?? '').trim();
    if (query === '') throw notFound('empty search text');
    const ctx = cardContext(q, isPremiumRequest(deps, c));
    const found = deliveredWithin(deps.search.search(query, sortOf(q.sort), q.fsupplier ? toPositiveInt(q.fsupplier) : undefined), deliveryHoursOf(q.fdlvr));
    return ok({
      query,
      total: found.length,
      products: page(found, toPositiveInt(q.page) ?? 1).map((p) => cardView(deps.data, p, ctx)),
      ...redirectFor(deps, query, ctx.lang),
    });
  },
  SpaCatalogData: (c, deps, q) => {
    const item = flattenMenu(deps.data.menu(shopLanguage(q.lang))).find((m) => m.url === catalogPath(q));
    if (!item || !item.url.startsWith('/catalog/')) throw notFound('no such catalog page');
    return ok({
      menuItem: { id: item.id, name: item.name, url: item.url, shard: item.shard, query: item.query, seo: item.seo },
      childs: item.childs.map((x) => ({ id: x.id, name: x.name, url: x.url })),
    });
  },
  SpaSellerCatalogData: (c, deps, q) => {
    const raw = q.sellerId ?? /^\/seller\/([^/]+)/.exec(catalogPath(q))?.[1] ?? '';
    if (!/^\d+$/.test(raw)) throw notFound('seller id must be numeric');
    const seller = deps.data.sellerById.get(Number(raw));
    if (!seller) throw notFound('no such seller');
    const { logoUrl, resale: _r, ...fields } = seller;
    return ok({ seller: { ...fields, logo: new URL(c.req.url).origin + logoUrl }, total: deps.data.products.filter((p) => p.supplierId === seller.id).length });
  },
  SpaBrandsData: (c, deps, q) => {
    const slug = q.brand ?? /^\/brands\/([^/]+)/.exec(catalogPath(q))?.[1] ?? '';
    const brand = deps.data.brandBySlug.get(slug);
    if (!brand) throw notFound('no such brand');
    return ok({ brand, total: deps.data.products.filter((p) => p.brandId === brand.id).length });
  },
  // The demo's promotions by key (the menu under root menu 2192 links them); other keys show the main one.
  SpaPromotionsCatalogData: (c, deps, q) => {
    const key = q.promoKey ?? /^\/promotions\/([^/]+)/.exec(catalogPath(q))?.[1] ?? 'main';
    if (key === 'trend' && !deps.settings.switchOn('enableTrendMenu')) throw notFound('trend menu is off');
    const origin = new URL(c.req.url).origin;
    // The poster: drawn pictures of the demo's image banners, wide (1440x360) and phone (750x420).
    const pictureOf = (location: string) => deps.data.banners.find((b) => b.location === location && b.kind === 'image');
    // A category's picture: one of its goods (never an adult one, whose picture is blurred until confirmed; then none).
    const categoryPicture = (groupIds: number[]) => {
      const product = deps.data.products.find((p) => groupIds.includes(p.subjectParentId) && !p.adult);
      return product ? `${origin}${SERVICE_MAP.images}/part${Math.floor(product.nmId / 1000)}/${product.nmId}/images/c246x328/1.webp` : undefined;
    };
    return ok({
      promo: {
        id: 188852,
        key,
        title: PROMO_TITLES[key] ?? PROMO_TITLES.main,
        isSpecial: key === 'klubnye-skidki',
        isExtended: true,
        isTrend: key === 'trend',
        shelves: [
          { type: 'promo', title: textIn(SHELF_TITLES.promoHits, q.lang) },
          { type: 'brand', title: textIn(SHELF_TITLES.promoBrands, q.lang) },
        ],
        brands: deps.data.brands.slice(0, 12).map((b) => ({ id: b.id, name: b.name, url: `/brands/${b.slug}` })),
        categories: deps.data.tree.map((s) => ({
          id: s.id,
          name: textIn(s.names, q.lang),
          url: s.slug,
          imgPath: categoryPicture(s.groups.map((g) => g.id)),
          background: '#f3e5f5',
        })),
        poster: {
          wide: origin + bannerImagePath(pictureOf('promotion-landing-top') ?? deps.data.banners[0]!, shopLanguage(q.lang)),
          mini: origin + bannerImagePath(pictureOf('mobile-main') ?? deps.data.banners[0]!, shopLanguage(q.lang)),
          background: '#cb11ab',
        },
        menu: [],
        extraMenu: [],
      },
    });
  },
  SpaFavoritesData: (c, deps, q) => ok({ sort: q.sort ?? 'popular', search: q.search ?? '', wlArrived: q.wlArrived === 'true' }),
  SpaBasketData: (c, deps, q, user) =>
    ok({
      deliveryWay: 'self',
      deliveryPoint: deps.data.offices[0],
      paymentTypes: [{ code: 'crd', id: 63 }],
      currency: user ? balanceOf(deps, user.account).currency : 'RUB',
    }),
  SpaBasketBuyItNowData: (c, deps, q, user) => ok({ ...buyItNowItem(deps, q), currency: user ? balanceOf(deps, user.account).currency : 'RUB' }),
  SpaOrderConfirmedData: (c, deps, q, user) => ok(orderPageData(user ? ordersOf(deps, user) : [], q)),
  SpaOrderThankYouEntrypoint: (c, deps, q, user) => ok(orderPageData(user ? ordersOf(deps, user) : [], q)),
  // The newest seeded active order is placed "15 minutes ago" at every call, so the 60-min cancel
  // window shows (orders placed through the basket api keep their own time). The two newest
  // archived orders come back refused 2 and 8 days ago: the client shows a refusal for 7 days
  // (storefront-shell.md §9), so the first is listed and the second is not.
  SpaGetGroupedDeliveries: (c, deps, q, user) => {
    const seeded = deps.data.orders.get(user!.account.userId) ?? [];
    const freshId = seeded.find((o) => o.active)?.orderId;
    const refused = seeded
      .filter((o) => !o.active)
      .slice(0, REFUSED_AGES_DAYS.length)
      .map((o, i) => ({
        ...o,
        status: ORDER_STATUS.Rejected,
        paymentStatus: PAYMENT_STATUS.Refunded,
        statusChangedAt: nowSeconds() - REFUSED_AGES_DAYS[i]! * DAY_S,
      }));
    return ok({
      deliveries: [
        ...ordersOf(deps, user!)
          .filter((o) => o.active)
          .map((o) =>
            o.orderId === freshId ? { ...o, createdAt: nowSeconds() - FRESH_ORDER_AGE_S, items: o.items.map((item) => ({ ...item, cancelItem: true })) } : o,
          ),
        ...refused,
      ],
    });
  },
  // Failed payments 20, 100 and 200 minutes ago: the first two are within the 150-min display window.
  SpaPaymentFailData: (c, deps, q, user) =>
    ok({
      status: q.status ?? 'failed',
      failReason: q.failReason ?? '',
      failedPayments: (user ? ordersOf(deps, user) : []).slice(0, FAILED_PAYMENT_AGES_MIN.length).map((o, i) => ({
        orderId: o.orderId,
        failedAt: nowSeconds() - FAILED_PAYMENT_AGES_MIN[i]! * 60,
        amount: orderAmount(o),
        currency: o.currency,
        reason: 'insufficient funds',
      })),
    }),
  SpaHistoryRefundsData: (c, deps, q, user) =>
    ok({
      refunds: ordersOf(deps, user!)
        .filter((o) => o.paymentStatus === PAYMENT_STATUS.Refunded)
        .map((o) => ({ id: `R${o.orderId}`, orderId: o.orderId, date: o.createdAt, amount: orderAmount(o), currency: o.currency, status: 'refunded' })),
    }),
  SpaCustomerReceiptData: (c, deps, q, user) =>
    ok({
      receipts: user
        ? ordersOf(deps, user)
            .filter((o) => o.paymentStatus === PAYMENT_STATUS.Paid)
            .map((o) => ({ id: `E${o.orderId}`, orderId: o.orderId, date: o.createdAt, amount: orderAmount(o), currency: o.currency, status: 'issued' }))
        : [],
    }),
  SpaRefundData: (c, deps, q, user) =>
    ok({
      positions: ordersOf(deps, user!)
        .filter((o) => !o.active && o.status === ORDER_STATUS.Completed)
        .flatMap((o) =>
          o.items.map((i) => ({ id: i.rid, orderId: o.orderId, date: o.createdAt, amount: i.price, currency: o.currency, status: 'returnable' })),
        ),
    }),
  SpaHeadArchivePositions: (c, deps, q, user) => {
    const limit = Math.min(toPositiveInt(q.limit) ?? ARCHIVE_LIMIT, ARCHIVE_LIMIT);
    const positions = ordersOf(deps, user!)
      .filter((o) => !o.active)
      .flatMap((o) => o.items.map((i) => ({ ...i, orderId: o.orderId, date: o.createdAt, paymentStatus: o.paymentStatus })));
    return ok({ positions: positions.slice(0, limit), total: positions.length, filters: { type: q.type ?? 'all', status: Number(q.status ?? 0) } });
  },
  SpaPersonalCabinetData: (c, deps, q, user) => {
    const orders = ordersOf(deps, user!);
    return ok({
      user: { userId: user!.account.userId, name: user!.account.title },
      balance: balanceOf(deps, user!.account),
      activeOrders: orders.filter((o) => o.active).length,
      archiveOrders: orders.filter((o) => !o.active).length,
    });
  },
  // **(demo)** the gift certificates page (contracts/gift-certificates.ts): 1 000, 3 000, 5 000 and 10 000 ₽ and their equivalents.
  SpaGiftCertificatesData: () => ok({ nominalsRub: [100000, 300000, 500000, 1000000], designs: ['birthday', 'celebration', 'thanks'], validityMonths: 12 }),
  // routing-wallet §7 "Emailed-confirm request: form field changeEmail (true on change-email route)".
  SpaEmailedConfirmData: (c, deps, q, user) => {
    const changeEmail = q.changeEmail === 'true';
    return ok({ changeEmail, email: user ? `${user.account.account}@vitrina.example` : null, confirmed: !changeEmail });
  },
  SpaWalletPurchaseData: (c, deps, q, user) => {
    const { account } = user!;
    if (account.b2b) return redirect('/lk#no-wallet-for-b2b');
    const balance = balanceOf(deps, account);
    if (account.locale === 'ge' && account.moneyBalanceGEL === 0) throw notFound('no wallet for an empty GEL balance');
    // routing-wallet §7 "currency appended for wallet purchase data": the page's currency, else the account's.
    const currency = q.currency ?? balance.currency;
    if ((account.locale === 'global' || account.locale === 'tj') && (currency === '' || currency === 'USD')) throw notFound('no wallet in USD');
    if (account.has2fa && !walletProofValid(user!.payload.session_id, 'walletToken')) return redirect('/lk#check2fa');
    if (
      deps.settings.switchOn('enableWalletRedesign') &&
      account.walletTypeCode > 0 &&
      account.locale === 'ru' &&
      account.walletSecurityCodeRequired &&
      !walletProofValid(user!.payload.session_id, 'securityCode')
    ) {
      return redirect('/lk#securityCode');
    }
    return ok({
      balance,
      currency,
      wallet: {
        status: account.walletTypeCode > 0 ? 'active' : 'unknown',
        kind: account.identityLevel,
        monthRemaining: walletMonthRemaining(account),
      },
      purchases: ordersOf(deps, user!)
        .slice(0, 10)
        .map((o) => ({ id: o.orderId, orderId: o.orderId, date: o.createdAt, amount: orderAmount(o), currency: o.currency, paymentStatus: o.paymentStatus })),
    });
  },
  SpaFavoriteSellersData: (c, deps) => (deps.settings.switchOn('enableFavoriteSellers') ? ok({}) : redirect('/')),
  SpaWlArrivedData: (c, deps, q, user) => ok(wishlistArrived(deps, user!.account.userId, q.lang)),
  SpaFavoriteBrandsData: (c, deps, q, user) => ok(favoriteBrands(deps, user!.account.userId)),
  SpaRecentCatalogData: (c, deps, q, user) => {
    const nms = user ? deps.userData.recentViews(user.account.userId).map((v) => v.nmId) : [];
    if (nms.length === 0) throw notFound('no recent views');
    return ok({ nms });
  },
  // **(demo)** the goods of a recommendation type: the popular goods of the subject of `nm` (or of all goods), by type.
  SpaRecommendationsCatalogData: (c, deps, q) => {
    if (!(RECOMMENDATION_TYPES as readonly string[]).includes(q.type ?? '')) throw notFound('unknown recommendation type');
    const product = deps.data.productById.get(toPositiveInt(q.nm) ?? -1);
    const pool = product ? (deps.data.productsBySubject.get(product.subjectId) ?? []) : deps.data.products;
    const nms = listedNms(pool.filter((p) => p.nmId !== product?.nmId));
    if (nms.length === 0) throw notFound('no recommended goods');
    return ok({ type: q.type, nms });
  },
  SpaRecommendationsSearchCatalogData: (c, deps, q) => {
    const query = (q.searchQuery ?? '').trim();
    const nms = listedNms(query === '' ? deps.data.products : deps.search.search(query));
    if (nms.length === 0) throw notFound('no goods for the recommendation search');
    return ok({ query, nms });
  },
  // **(demo)** search by image: a fixed choice of goods per picture id (the id must look like one).
  SpaSearchByImageData: (c, deps, q) => {
    const id = q.imageId ?? '';
    if (!/^[0-9a-f]{16}$/.test(id)) throw notFound('no such picture');
    const offset = parseInt(id.slice(0, 8), 16) % Math.max(1, deps.data.products.length - LISTED_NMS);
    return ok({ imageId: id, nms: listedNms(deps.data.products.slice(offset)) });
  },
  SpaSignInData: (c, deps, q, user) => {
    if (!user) return ok({});
    const back = q.returnUrl ?? q.ReturnUrl;
    return redirect(back && back.startsWith('/') && !back.startsWith('//') ? back : '/lk');
  },
  // §2.5 service pages: {title, paragraphs} of /services/{slug} (query slug) and of /presservice.
  ServicePagesData: (c, deps, q) => {
    const content = Object.hasOwn(SERVICE_CONTENT, q.slug ?? '') ? SERVICE_CONTENT[q.slug!] : undefined;
    if (!content) throw notFound('no such service page');
    return ok({ slug: q.slug, ...content });
  },
  PressCenterData: () => ok({ slug: 'presservice', ...SERVICE_CONTENT.presservice! }),
  SpaOAuthSignInData: (c, deps, q) => {
    const origin = new URL(c.req.url).origin;
    const uri = q.redirect_uri ?? '';
    if (!q.client_id || !q.scope || !q.code_challenge || !redirectUriAllowed(uri, origin)) throw notFound('bad OAuth request');
    return ok({ clientId: q.client_id, scope: q.scope, hideShell: true });
  },
};

async function formFields(c: Ctx): Promise<Record<string, string>> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')) return {};
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** POST /webapi/spa/data/{RouteDataName}{query} (storefront-routing-wallet.md §7): {state, value} or {state, url}. */
export function registerRouteData(app: Hono<AppEnv>, deps: Deps): void {
  app.post(`${ROUTE_DATA_PATH}:name`, async (c) => {
    const name = c.req.param('name') as RouteDataName;
    if (!(ROUTE_DATA_NAMES as readonly string[]).includes(name)) throw notFound(`unknown route data ${name}`);
    const user = deps.auth.optional(c);
    // routing-wallet §7: a few data steps send form fields (changeEmail, currency); the query wins on a clash.
    const q = { ...(await formFields(c)), ...c.req.query() };
    if (AUTH_REQUIRED.has(name) && !user) {
      const back = q.returnUrl && q.returnUrl.startsWith('/') && !q.returnUrl.startsWith('//') ? q.returnUrl : '/lk';
      return c.json({ state: RESULT_STATE.navigate, url: `/security/login?returnUrl=${encodeURIComponent(back)}`, reason: 'auth' });
    }
    const fixed = FIXED_REDIRECTS[name];
    if (fixed) return c.json(redirect(fixed));
    if (C2C_NAMES.has(name) && !(user?.account.seller && deps.settings.switchOn('enableResale'))) return c.json(redirect('/lk'));
    const handler = HANDLERS[name] ?? ACCOUNT_PAGE_DATA[name];
    return c.json(handler ? handler(c, deps, q, user) : ok({ name }));
  });
}
