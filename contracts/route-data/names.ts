/**
 * The route data call (storefront-routing-wallet.md §2.2, §4, §7): POST
 * {site}/webapi/spa/data/{name} plus the page's query, answered with a server result state.
 */
export const ROUTE_DATA_PATH = '/webapi/spa/data/';

/** storefront-routing-wallet.md §2.2: every route data name the client may ask for. */
export const ROUTE_DATA_NAMES = [
  'SpaHomeData',
  'SpaSignInData',
  'SpaRefundData',
  'SpaProductCardData',
  'SpaGetGroupedDeliveries',
  'SpaHeadArchivePositions',
  'SpaBasketData',
  'SpaBasketBuyItNowData',
  'SpaEmailedConfirmData',
  'SpaWalletPurchaseData',
  'SpaCustomerReceiptData',
  'SpaPersonalCabinetData',
  'SpaTravelLkData',
  'SpaSearchData',
  'SpaRecommendationsSearchCatalogData',
  'SpaRecommendationsCatalogData',
  'SpaRecentCatalogData',
  'SpaWlArrivedData',
  'SpaCatalogData',
  'SpaPromotionsCatalogData',
  'SpaSellerCatalogData',
  'SpaBrandsData',
  'SpaBrandsPreviewData',
  'SpaFavoritesData',
  'SpaSearchByImageData',
  'SpaOrderConfirmedData',
  'SpaOrderThankYouEntrypoint',
  'SpaPaymentFailData',
  'SpaFavoriteBrandsData',
  'SpaHistoryRefundsData',
  'SpaMyCommunicationsData',
  'SpaMyClaimsData',
  'SpaMyFeedbacksData',
  'SpaC2CAdData',
  'SpaC2COrdersData',
  'SpaC2CProductData',
  'SpaC2CFeedbackQuestionsData',
  'SpaNotificationsData',
  'SpaOAuthSignInData',
  'SubscriptionPageData',
  'ServicePagesData',
  'PressCenterData',
  'SpaGiftCertificatesData',
  'SpaFavoriteSellersData',
] as const;
export type RouteDataName = (typeof ROUTE_DATA_NAMES)[number];

/** storefront-routing-wallet.md §7 / §9 "Timeouts": the route data step. */
export const DATA_TIMEOUT_MS = 10_000;
export const BASKET_DATA_TIMEOUT_MS = 4_000;
export const BUY_IT_NOW_DATA_TIMEOUT_MS = 3_000;
export const GIFT_CERTIFICATES_DATA_TIMEOUT_MS = 2_000;
export const GROUPED_DELIVERIES_DATA_TIMEOUT_MS = 1_000;

/** §7 "Data requests retry up to 3 times (0 for basket and buy-it-now)". */
export const DATA_RETRIES = 3;
export const BASKET_DATA_RETRIES = 0;
