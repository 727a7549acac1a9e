export { adultConfirmedAtAtom, adultConfirmedNow, confirmAdult, followAdultConfirmation } from './adult-state';
export { isAdultConfirmed } from './adult';
export { sendBannerPixel } from './analytics';
export { bannerAreaAtom, bannerAreaKey, requestBannerArea } from './area';
export { type PauseReason, type RotationHolds, createRotationHolds } from './rotation';
export {
  CAROUSEL_TRANSITION_MS,
  MAIN_PROMO_ACTION_ID,
  type CarouselKind,
  DESKTOP_ONLY_BREAKPOINT_PX,
  EAR_CAROUSEL_NEIGHBOURS,
  LAZY_IFRAME_INIT_RADIUS,
  NEW_CAROUSEL_VISIBLE_THRESHOLD,
  VISIBLE_THRESHOLD,
  autoplayDelayMs,
  isVisibleEnough,
  lazyInitOrder,
  lazyInitWindow,
  splitMenuPromotionBanners,
} from './carousel';
export { type CreativeErrorReason, type CreativeFrame, createCreativeFrame, creativeFrameSrc } from './creative-frame';
export { type BannerState, SHOWN_AFTER_VISIBLE_HTML5_MS, iframeLayerVisible } from './lifecycle';
export { bannerLinkAttrs } from './link';
export { loadBanners } from './load';
export { loadPromoPoller, type PromoPollerModule } from './promo-on-demand';
export { type AnalyticsParams } from './messages';
export { bannerPicture } from './picture';
export { quantityShowsThermometer, showsRedPrices, showsThermometer } from './promo-creatives';
export { type BannerPlaceholder, isPlaceholder } from './rules';
export { CREATIVE_SANDBOX } from './sandbox';
export { type CarouselItem, type CarouselRange, carouselItems, isCarouselRange } from './select';
