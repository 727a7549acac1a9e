export { settingsAtom } from './atoms';
export { parseSettings } from './parse';
export { needsReload, reloadIfTooOld, setVersionReload } from './min-version';
export {
  createSettingsPoller,
  SETTINGS_POLL_MS,
  STATIC_FAILURES_BEFORE_FALLBACK,
  type SettingsPoller,
  type SettingsPollerOptions,
  type SettingsStatus,
} from './poller';
export * from './types';
export { startSettings } from './start';
export { chooseHost, contentHosts } from './cdn/hosts';
export type { MediaKind } from './cdn/shards';
export { feedbackVideoPreviewUrl, feedbackVideoUrl } from './cdn/feedback-video-urls';
export { DEFAULT_CARD_IMAGE_SIZE, IMAGE_SIZES, type ImageSize, effectiveImageSize } from './cdn/image-size';
export { cdnConfigAtom, startCdnRefresh } from './cdn/refresh';
export {
  cardInfoUrl,
  cardTagUrl,
  certificateUrl,
  feedbackPhotoUrl,
  pdfInstructionUrl,
  picMapUrl,
  priceHistoryUrl,
  productImageUrl,
  richContentUrl,
  sellersInfoUrl,
} from './cdn/urls';
export { staticDownloads, STATIC_DOWNLOAD_REPORT_EVERY, type StaticDownloadOutcome } from './cdn/static-download';
export { acceptCookies, analyticsAllowed, consentAtom, declineCookies, initConsent } from './consent/cookie-consent';
export { COOKIE_POLICY_BY, COOKIE_POLICY_DEFAULT, COOKIE_POLICY_PRIVACY, cookiePolicyPath } from './consent/policy-path';
export {
  chooseCurrency,
  chooseLanguage,
  currencyForLocale,
  followOtherTabs,
  rememberLanguageForServer,
  storedCurrency,
  storedLanguage,
} from './preferences/preferences';
export { createEmergencyNotices, type EmergencyNotice, type EmergencyNotices } from './emergency';
export { getUserStorageData, setUserStorageData } from './user-storage';
export { followPageViews, journalAllowed, sendJournalEvent, PAGE_VIEW_EVENT, type JournalEvent } from './journal';
