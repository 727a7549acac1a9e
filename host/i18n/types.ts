import type { PageKey } from '../../contracts/pages';

/** The host page's own words: page headings, error pages, the services layout, the phishing popup. */
export type HostTextKey =
  | PageKey
  | 'notFound'
  | 'notFoundText'
  | 'toHome'
  | 'serverError'
  | 'serverErrorText'
  | 'details'
  | 'retry'
  | 'aboutCompany'
  | 'toClient'
  | 'legal'
  | 'servicesMenu'
  | 'loading'
  | 'phishingTitle'
  | 'recentViews'
  | 'emergencyNotice'
  | 'emergencyMore'
  | 'emergencyClose'
  | 'recommended'
  | 'shelfPrevious'
  | 'shelfNext'
  | 'thankYou'
  | 'orderNumber'
  | 'orderItems'
  | 'orderBroken'
  | 'orderTotal'
  | 'orderAddress'
  | 'orderSlot'
  | 'favoriteBrands'
  | 'favoriteBrandsEmpty'
  | 'favoriteSellers'
  | 'wlArrived'
  | 'updateReady'
  | 'updateApply'
  | 'offlineTitle'
  | 'offlineNotSaved'
  | 'offlineCheckout'
  | 'offlineWallet'
  | 'offlinePayment'
  | 'offlineRetry';

/** Side-menu and legal-link titles of the service pages (storefront-routing-wallet.md §2.5, storefront-shell.md §2 cookie policy). */
export type ServiceTitleSlug =
  | 'o-nas'
  | 'rekvizity'
  | 'presservice'
  | 'kontakty'
  | 'bug-bounty'
  | 'sotsialnye-seti'
  | 'voprosy-i-otvety'
  | 'kak-sdelat-zakaz'
  | 'sposoby-oplaty'
  | 'besplatnaya-dostavka'
  | 'vozvrat-tovara'
  | 'vozvrat-denezhnyh-sredstv'
  | 'pravila-prodazhi'
  | 'pravila-polzovaniya-torgovoy-ploshchadkoy'
  | 'kak-vernut-tovar-i-dengi'
  | 'b2b-voprosy-i-otvety'
  | 'account-linking-terms'
  | 'politika-obrabotki-personalnyh-dannyh'
  | 'pravila-primeneniya-rekomendatelnyh-tehnologiy'
  | 'politika-videonablyudeniya'
  | 'politika-konfidentsialnosti'
  | 'cookies-policy';

export interface HostTexts {
  ui: Record<HostTextKey, string>;
  serviceTitles: Record<ServiceTitleSlug, string>;
}
