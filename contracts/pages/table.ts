import { SECOND_FACTOR_RETURN_PATH } from '../wallet';
import {
  BASKET_DATA_RETRIES,
  BASKET_DATA_TIMEOUT_MS,
  BUY_IT_NOW_DATA_TIMEOUT_MS,
  GIFT_CERTIFICATES_DATA_TIMEOUT_MS,
  GROUPED_DELIVERIES_DATA_TIMEOUT_MS,
  type RouteDataName,
} from '../route-data';

/** The host page module that renders a route (host/pages/<key>.ts). */
export type PageKey =
  | 'home'
  | 'product'
  | 'catalog'
  | 'search'
  | 'brand'
  | 'brand-list'
  | 'seller'
  | 'promotions'
  | 'favorites'
  | 'basket'
  | 'cabinet'
  | 'wallet'
  | 'payment-fail'
  | 'services'
  | 'subscription'
  | 'oauth'
  | 'listing'
  | 'info'
  | 'order'
  | 'second-factor'
  | 'gift-certificates';

export interface RouteDef {
  /** The route (entrypoint) name, also the preview template suffix. */
  name: string;
  /**
   * Path pattern by segments: `literal`, `:param`, `:param?` (optional) and `*rest` (catch-all,
   * zero or more segments, last only). storefront-routing-wallet.md §2.1.
   */
  path: string;
  page: PageKey;
  data?: RouteDataName;
  /** §7 per-route data timeout (default DATA_TIMEOUT_MS) and §7 retries (default DATA_RETRIES). */
  timeoutMs?: number;
  retries?: number;
  /** §6 "Sign-in required". */
  auth?: boolean;
  /** Served by the server, not by the host page (the demo's sign-in and sign-out pages). */
  serverPage?: boolean;
  /** §2.4 "Sign-in pages send an already signed-in user to the returnUrl". */
  signIn?: boolean;
  /** §5 "B2B paths only for locale ru, else 404". */
  b2b?: boolean;
  /** A personal-cabinet page: in the wallet-only locales (§5) it is 404 unless it is a wallet route. */
  cabinet?: boolean;
  /** §5 "only the wallet route is available". */
  wallet?: boolean;
  /** §5 "Favourite sellers page needs switch enableFavoriteSellers, else goes to /". */
  favoriteSellers?: boolean;
  /** §6 "C2C pages need resale enabled for sellers, else go to /lk". */
  c2c?: boolean;
  /** §2.4 fixed redirects. */
  redirectTo?: string;
  /** §2.4 "After a geo or currency change the current page refreshes, except basket and buy-it-now". */
  keepOnGeoChange?: boolean;
  /** §5 OAuth sign-in page: needs redirect_uri, client_id, scope, code_challenge. */
  oauth?: boolean;
  /** §2.5 a service page: 404 where its country domain hides it (the slug parameter, else presservice). */
  servicePage?: boolean;
  /** §5 "Seller id must be numeric, else 404": the parameter that must be all digits. */
  numericParam?: string;
  /** §5 "Empty search text gives 404": the query parameter that must not be blank. */
  requiredQuery?: string;
  /** §2.4 "The OAuth sign-in page hides header, footer and mobile bar". */
  hideShell?: boolean;
  /** §2.5 "Search and service pages add query country (locale) and cultureUI (language)". */
  cultureQuery?: boolean;
  /** §2.1 "The catalog route does not match paths ending in .aspx when another route matches". */
  yieldsAspx?: boolean;
  /** A React page (unmounted when leaving for a non-React one, §2.1); host pages default to false. */
  react?: boolean;
  /** The page has data of its own (the recent views kept in this browser): a 404 of the data call is no data, and the page decides. */
  dataNotFoundIsEmpty?: boolean;
  /**
   * The page works from what the device keeps (the cart, the favourites: the sync engines'
   * stores): when its data cannot be fetched for want of a network, it renders without it
   * (and says what needs the network, host/offline/).
   */
  rendersOffline?: boolean;
  /** The vt-* elements the page's first screen composes (modulepreload, JS loaded per route). */
  widgets?: readonly string[];
  /**
   * Elements the page composes only below the fold or on the shopper's move (home shelves' cards,
   * the desktop product popup's card): loaded when they appear, never preloaded with the page.
   */
  later?: readonly string[];
  /**
   * Of `widgets`, those whose on-demand parts the first screen shows at once (the product page's
   * full card): the parts' chunks are modulepreloaded with the route too, so the page waits for
   * no extra round trip (dist/manifest.json `onDemand`).
   */
  preloadOnDemand?: readonly string[];
}

const SHELL = ['vt-header', 'vt-footer', 'vt-cookie-notice'] as const;
/** Every account page composes the account menu (<vt-cabinet>). */
const CABINET_WIDGETS = [...SHELL, 'vt-cabinet'] as const;
const CABINET = { cabinet: true, auth: true, widgets: CABINET_WIDGETS } as const;

/**
 * The route table. The spec names routes and data steps; "path shapes of most routes are not
 * shown" (§2.2), so shapes come from §2.3 and storefront-shell.md §2 link targets where given.
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'SpaHomeEntrypoint', path: '/', page: 'home', data: 'SpaHomeData', widgets: [...SHELL, 'vt-banner-carousel'], later: ['vt-product-card'] },
  {
    name: 'SpaProductCardEntrypoint',
    path: '/catalog/:cod1S/detail.aspx',
    page: 'product',
    data: 'SpaProductCardData',
    widgets: [...SHELL, 'vt-product-card', 'vt-add-to-cart', 'vt-favorite-toggle'],
    preloadOnDemand: ['vt-product-card'],
  },
  // The search widget's results page (core/suggest SEARCH_RESULTS_PATH) and the classic address.
  {
    name: 'SpaSearchEntrypoint',
    path: '/search',
    page: 'search',
    data: 'SpaSearchData',
    cultureQuery: true,
    requiredQuery: 'search',
    widgets: [...SHELL, 'vt-product-grid', 'vt-banner-carousel'],
    later: ['vt-product-card'],
  },
  {
    name: 'SpaSearchEntrypoint',
    path: '/catalog/0/search.aspx',
    page: 'search',
    data: 'SpaSearchData',
    cultureQuery: true,
    requiredQuery: 'search',
    widgets: [...SHELL, 'vt-product-grid', 'vt-banner-carousel'],
    later: ['vt-product-card'],
  },
  { name: 'SpaBrandListEntrypoint', path: '/:product/brandlist.aspx', page: 'brand-list', widgets: SHELL },
  {
    name: 'SpaCatalogEntrypoint',
    path: '/catalog/*path',
    page: 'catalog',
    data: 'SpaCatalogData',
    yieldsAspx: true,
    widgets: [...SHELL, 'vt-catalog-menu', 'vt-product-grid'],
    later: ['vt-product-card'],
  },
  {
    name: 'SpaRecommendationsSearchEntrypoint',
    path: '/recommendationssearch',
    page: 'listing',
    data: 'SpaRecommendationsSearchCatalogData',
    widgets: [...SHELL, 'vt-product-grid'],
  },
  {
    name: 'SpaRecommendationsEntrypoint',
    path: '/recommendations/:type',
    page: 'listing',
    data: 'SpaRecommendationsCatalogData',
    widgets: [...SHELL, 'vt-product-grid'],
  },
  {
    name: 'SpaRecentEntrypoint',
    path: '/recentviews',
    page: 'listing',
    data: 'SpaRecentCatalogData',
    dataNotFoundIsEmpty: true,
    widgets: [...SHELL, 'vt-product-grid'],
  },
  {
    name: 'SpaSearchByImageEntrypoint',
    path: '/searchbyimage/:imageId',
    page: 'listing',
    data: 'SpaSearchByImageData',
    widgets: [...SHELL, 'vt-product-grid'],
  },
  {
    name: 'SpaSellerCatalogEntrypoint',
    path: '/seller/:sellerId/*rest',
    page: 'seller',
    data: 'SpaSellerCatalogData',
    numericParam: 'sellerId',
    widgets: [...SHELL, 'vt-product-grid'],
  },
  { name: 'SpaBrandsPreviewEntrypoint', path: '/brands/:brand/preview', page: 'brand', data: 'SpaBrandsPreviewData', widgets: [...SHELL, 'vt-product-grid'] },
  { name: 'SpaBrandsEntrypoint', path: '/brands/:brand/*rest', page: 'brand', data: 'SpaBrandsData', widgets: [...SHELL, 'vt-product-grid'] },
  {
    name: 'SpaPromotionsEntrypoint',
    path: '/promotions/:promoKey?/*rest',
    page: 'promotions',
    data: 'SpaPromotionsCatalogData',
    widgets: [...SHELL, 'vt-banner-carousel', 'vt-product-grid'],
  },
  {
    name: 'SpaGiftCertificatesEntrypoint',
    path: '/gift/certificates',
    page: 'gift-certificates',
    data: 'SpaGiftCertificatesData',
    timeoutMs: GIFT_CERTIFICATES_DATA_TIMEOUT_MS,
  },
  { name: 'SubscriptionPageEntrypoint', path: '/subscription', page: 'subscription', data: 'SubscriptionPageData' },
  { name: 'SpaB2bEntrypoint', path: '/b2b/*rest', page: 'info', b2b: true },
  { name: 'ServicePagesEntrypoint', path: '/services/:slug', page: 'services', data: 'ServicePagesData', cultureQuery: true, servicePage: true },
  { name: 'PressCenterEntrypoint', path: '/presservice', page: 'services', data: 'PressCenterData', cultureQuery: true, servicePage: true },
  { name: 'SpaSignInEntrypoint', path: '/security/login', page: 'info', data: 'SpaSignInData', serverPage: true, signIn: true },
  { name: 'SpaSignOutEntrypoint', path: '/security/exit', page: 'info', serverPage: true },
  // storefront-shell.md §2 "Second-factor unblock return page" (path not shown in the spec: contracts/wallet/second-factor.ts
  // says why this one). Only a popup's script step: no shell, no data, no sign-in redirect of its own.
  { name: 'SpaSecondFactorReturnEntrypoint', path: SECOND_FACTOR_RETURN_PATH, page: 'second-factor', hideShell: true },
  { name: 'SpaOAuthSignInEntrypoint', path: '/security/oauth', page: 'oauth', data: 'SpaOAuthSignInData', hideShell: true, oauth: true },
  {
    name: 'SpaBasketEntrypoint',
    path: '/lk/basket',
    rendersOffline: true,
    page: 'basket',
    data: 'SpaBasketData',
    timeoutMs: BASKET_DATA_TIMEOUT_MS,
    retries: BASKET_DATA_RETRIES,
    keepOnGeoChange: true,
    widgets: [...SHELL, 'vt-cart', 'vt-checkout'],
    later: ['vt-product-card'],
  },
  {
    name: 'SpaBasketBuyItNowEntrypoint',
    path: '/lk/basket/buy-it-now',
    page: 'basket',
    data: 'SpaBasketBuyItNowData',
    timeoutMs: BUY_IT_NOW_DATA_TIMEOUT_MS,
    retries: BASKET_DATA_RETRIES,
    keepOnGeoChange: true,
    widgets: [...SHELL, 'vt-cart', 'vt-checkout'],
  },
  { name: 'SpaOrderConfirmedEntrypoint', path: '/lk/basket/orderconfirmed', page: 'order', data: 'SpaOrderConfirmedData' },
  {
    name: 'SpaOrderThankYouEntrypoint',
    path: '/lk/basket/thankyou',
    page: 'order',
    data: 'SpaOrderThankYouEntrypoint',
    widgets: [...SHELL, 'vt-banner-carousel'],
  },
  { name: 'SpaPaymentFailEntrypoint', path: '/lk/payment/fail', page: 'payment-fail', data: 'SpaPaymentFailData', widgets: CABINET_WIDGETS },
  {
    name: 'SpaFavoritesEntrypoint',
    path: '/lk/favorites',
    page: 'favorites',
    data: 'SpaFavoritesData',
    rendersOffline: true,
    widgets: [...SHELL, 'vt-favorites'],
  },
  {
    name: 'SpaWlArrivedEntrypoint',
    path: '/lk/favorites/arrived',
    page: 'favorites',
    data: 'SpaWlArrivedData',
    auth: true,
    widgets: [...SHELL, 'vt-favorites'],
  },
  { name: 'SpaFavoriteBrandsEntrypoint', path: '/lk/favoritebrands', page: 'favorites', data: 'SpaFavoriteBrandsData', auth: true },
  {
    name: 'SpaFavoriteSellersEntrypoint',
    path: '/lk/favoritesellers',
    page: 'favorites',
    data: 'SpaFavoriteSellersData',
    auth: true,
    favoriteSellers: true,
    widgets: [...SHELL, 'vt-favorite-sellers'],
  },
  {
    name: 'SpaPersonalCabinetEntrypoint',
    path: '/lk',
    page: 'cabinet',
    data: 'SpaPersonalCabinetData',
    ...CABINET,
    widgets: [...CABINET_WIDGETS, 'vt-banner-carousel'],
  },
  {
    name: 'SpaActiveOrdersEntrypoint',
    path: '/lk/myorders/delivery',
    page: 'cabinet',
    data: 'SpaGetGroupedDeliveries',
    timeoutMs: GROUPED_DELIVERIES_DATA_TIMEOUT_MS,
    ...CABINET,
    widgets: [...CABINET_WIDGETS, 'vt-banner-carousel'],
  },
  { name: 'SpaArchivePositionsEntrypoint', path: '/lk/myorders/archive', page: 'cabinet', data: 'SpaHeadArchivePositions', ...CABINET },
  { name: 'SpaRefundEntrypoint', path: '/lk/refund', page: 'cabinet', data: 'SpaRefundData', ...CABINET },
  { name: 'SpaHistoryRefundsEntrypoint', path: '/lk/myrefunds', page: 'cabinet', data: 'SpaHistoryRefundsData', ...CABINET },
  { name: 'SpaMyClaimsEntrypoint', path: '/lk/claims', page: 'cabinet', data: 'SpaMyClaimsData', ...CABINET },
  { name: 'SpaMyFeedbacksEntrypoint', path: '/lk/discussion/feedback', page: 'cabinet', data: 'SpaMyFeedbacksData', ...CABINET },
  {
    name: 'SpaMyCommunicationsEntrypoint',
    path: '/lk/communications',
    page: 'cabinet',
    data: 'SpaMyCommunicationsData',
    redirectTo: '/#wbchat',
    cabinet: true,
  },
  { name: 'SpaNotificationsEntrypoint', path: '/lk/notifications', page: 'cabinet', data: 'SpaNotificationsData', redirectTo: '/lk#notifications', ...CABINET },
  { name: 'SpaCustomerReceiptEntrypoint', path: '/lk/receipts/get', page: 'cabinet', data: 'SpaCustomerReceiptData', cabinet: true, widgets: CABINET_WIDGETS },
  { name: 'SpaTravelLkEntrypoint', path: '/lk/travel', page: 'cabinet', data: 'SpaTravelLkData', cabinet: true },
  { name: 'SpaChangeEmailEntrypoint', path: '/lk/details/changeemail', page: 'cabinet', data: 'SpaEmailedConfirmData', cabinet: true },
  { name: 'SpaConfirmEmailedEntrypoint', path: '/lk/details/confirmemail', page: 'cabinet', data: 'SpaEmailedConfirmData', cabinet: true },
  {
    name: 'SpaMyWalletEntrypoint',
    path: '/lk/mywallet/*section',
    page: 'wallet',
    data: 'SpaWalletPurchaseData',
    wallet: true,
    ...CABINET,
    widgets: [...CABINET_WIDGETS, 'vt-wallet'],
  },
  {
    name: 'SpaWalletPurchaseEntrypoint',
    path: '/lk/mywallet/purchases',
    page: 'wallet',
    data: 'SpaWalletPurchaseData',
    wallet: true,
    ...CABINET,
    widgets: [...CABINET_WIDGETS, 'vt-wallet'],
  },
  { name: 'SpaC2CAdEntrypoint', path: '/lk/resale/ad', page: 'cabinet', data: 'SpaC2CAdData', c2c: true, ...CABINET },
  { name: 'SpaC2COrdersEntrypoint', path: '/lk/resale/orders', page: 'cabinet', data: 'SpaC2COrdersData', c2c: true, ...CABINET },
  { name: 'SpaC2CFeedbackQuestionsEntrypoint', path: '/lk/resale/questions', page: 'cabinet', data: 'SpaC2CFeedbackQuestionsData', c2c: true, ...CABINET },
  { name: 'SpaC2CProductEntrypoint', path: '/resale/product/:cod1S', page: 'product', data: 'SpaC2CProductData', c2c: true, auth: true },
];

/** The page of the wallet purchases route (§2.4 the 404-on-wallet-purchases rule). */
export const WALLET_PATHS = { redesign: '/lk/mywallet', purchases: '/lk/mywallet/purchases' } as const;
