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

/** storefront-routing-wallet.md §4 "Server result state". */
export const RESULT_STATE = { error: -1, ok: 0, navigate: 1, reload: 2, redirect: 3, refresh: 4 } as const;

export type ResultOutcome =
  /** -1: show the error (the server's message, else common.errors.serverError). */
  | { kind: 'error'; message: string | null }
  /** 0: run the success handler with the value. */
  | { kind: 'ok'; value: unknown }
  /** 1: navigate (a full page load) to the url. */
  | { kind: 'navigate'; url: string }
  /** 2: reload the page, the value kept as a suffix of the address. */
  | { kind: 'reload'; suffix: string }
  /** 3: redirect in-app to the url, optionally replacing the history entry or forcing an update. */
  | { kind: 'redirect'; url: string; replace: boolean; force: boolean }
  /** 4: refresh the single-page app (or reload when it cannot). */
  | { kind: 'refresh' };

export class ResultStateError extends Error {
  override name = 'ResultStateError';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads a server answer `{state, value?, url?, message?, replace?, force?}`; throws ResultStateError for anything else. */
export function readResultState(raw: unknown): ResultOutcome {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ResultStateError('answer is not an object');
  const answer = raw as Record<string, unknown>;
  switch (answer.state) {
    case RESULT_STATE.error:
      return { kind: 'error', message: text(answer.message) ?? text(answer.error) ?? text(answer.value) };
    case RESULT_STATE.ok:
      return { kind: 'ok', value: answer.value ?? null };
    case RESULT_STATE.navigate:
    case RESULT_STATE.redirect: {
      const url = text(answer.url) ?? text(answer.value);
      if (!url) throw new ResultStateError(`state ${String(answer.state)} without a url`);
      return answer.state === RESULT_STATE.navigate
        ? { kind: 'navigate', url }
        : { kind: 'redirect', url, replace: answer.replace === true, force: answer.force === true };
    }
    case RESULT_STATE.reload:
      return { kind: 'reload', suffix: typeof answer.value === 'string' ? answer.value : '' };
    case RESULT_STATE.refresh:
      return { kind: 'refresh' };
    default:
      throw new ResultStateError(`unknown state ${JSON.stringify(answer.state) ?? 'undefined'}`);
  }
}
