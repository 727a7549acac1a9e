export {
  accountMenuItems,
  accountMenuTree,
  activeMenuKeys,
  RESALE_SELLER_PATH,
  type AccountMenuItem,
  type AccountMenuKey,
  type AccountMenuOptions,
} from './menu';
export { followUserInfo, loadUserInfo, userInfoAtom, USER_INFO_CACHE_MS } from './user-info';
export { premiumAtom } from './premium';
export { followPremium } from './premium-sources';
export { loadPremiumFollower } from './premium-on-demand';
export { businessModeAtom } from './business-mode';
export { deliveryAddressAtom, selectAddress } from './delivery/address';
export { FALLBACK_CITY_BY_LOCALE, followDeliveryAddress, loadOffices, officesAtom, storeOfOffice, storesDataAtom, storesService } from './delivery/index';
export { cardDestAtom, cardQuery, DEFAULT_SPP, FALLBACK_DEST_BY_LOCALE } from './delivery/card-query';
export type { DeliveryWay } from '../../../contracts/delivery';
export { noticesAtom, noticesStatusAtom, notificationsNetworkErrorAtom, unreadCountAtom } from './notifications/atoms';
export { deleteNotices, loadNotices, loadPreview, markNoticesRead, refreshUnreadCount, notificationsService } from './notifications/service';
export { FAILED_PAYMENT_TICK_MS } from './orders/failed-payments';
export { canCancel, cancelMinutesLeft, formatCountdown, formatRecordAmount, formatRecordDate, shownDeliveries, visibleFailedPayments } from './orders/index';
export { deliveryGroup, orderStatusName, paymentStatusName } from '../../../contracts/orders';
export type { ArchivePosition, FailedPayment, MoneyRecord, OrderView } from '../../../contracts/orders';
export { readOAuthRequest, type OAuthRequest } from './oauth/request';
export { oauthRedirectUrl, type OAuthOutcome } from './oauth/redirect';
export { coveredBySaved, savedOptionsFrom, withSavedChoice } from './oauth/saved-options';
export { authorizeOAuthApp, readSavedOAuthOptions, rememberOAuthChoice, SAVED_OPTIONS_TIMEOUT_MS, type SavedOptionsRead } from './oauth/consent';
export { answerResaleQuestion, callerProblem, fileClaim, postResaleAd, uploadResalePhoto, withdrawResaleAd, writeReview } from './pages/calls';
