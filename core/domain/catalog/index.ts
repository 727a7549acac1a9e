export * from './sort';
export * from './pager';
export * from './delivery-filter';
export * from './options';
export * from './visibility';
export * from './search-redirect';
export * from './listing-query';
export * from './source';
export * from './load';
export * from './listing-state';
export * from './share-cards';
export * from './card-size';
export { type AdultDisplay, adultDisplay } from './product/adult';
export { brandPath, brandSlugsAtom, loadBrandSlug, sellerPath } from './product/brand-link';
export { colourChoices } from './product/colours';
export { deliveryEstimate, isDeliveryDelayed } from './product/delivery';
export { type DetailState, loadProductDetail, primeProductDetail, productDetailsAtom } from './product/detail';
export { canDeliverToday, windowSlotStarts } from './product/express';
export { mergeRecent, readHomeData } from './product/home';
export { productImageSources, productImageUrls } from './product/images';
export { FEEDBACK_PHOTO_SIZE, FEEDBACK_THUMB_SIZE, feedbackPhotoSources, feedbackVideoSources, type FeedbackVideoSources } from './product/feedback-media';
export { groupOptions } from './product/options';
export { closeProductPopup, openProductPopup, productPopupAtom, resetProductPopup } from './product/popup';
export { chartPath, chartPoints, loadPriceHistory, priceHistoryAtom } from './product/price-history';
export { recordProductView, refreshRecentViews } from './product/recent';
export { loadSellerLegal, sellerLegalAtom } from './product/seller-legal';
export {
  cardContentAtom,
  cardContentKey,
  certificateAtom,
  instructionUrl,
  loadCardContent,
  loadCertificate,
  loadPictureMap,
  loadProductTags,
  loadRichContent,
  pictureMapAtom,
  productTagsAtom,
  richContentAtom,
} from './product/card-content';
export { loadSimilarProducts } from './product/recommendations';
export { loadMergedRecommendations, MERGER_TIMEOUT_MS } from './product/merged-recommendations';
export { productPath, productRedirectNumber } from './product/redirect';
export { PRODUCT_NEW_TAB_SPLIT, PRODUCT_NEW_TAB_SWITCH, loadProductNewTabExperiment, productsInNewTabAtom } from './product/new-tab';
export { type CardUrlContext, NO_CARD_CONTEXT, cardContextOf, cardItemMeta, readCardUrlContext, withCardContext } from './product/card-context';
export { chooseSize, isSizeAvailable, isSoldOut, needsSizePicker, sizeQueryValue } from './product/sizes';
export { RECENT_VIEWS_CAP } from './recent/index';
export { CYRILLIC_LETTERS, LATIN_LETTERS, brandLetterPath, parseBrandLetter } from './brands/brand-letters';
export { loadBrandsByLetter } from './brands/brands-by-letter';
export { PROMOTIONS_ROOT_MENU_ID, TREND_MENU_SWITCH, TREND_PROMO_KEY, TREND_PROMO_PATH, loadPromotionsMenu, promotionSourceId } from './promotions';
export { createVisitedNms, loadVisitedNms } from './recent/visited';
export { createSubjectRules } from './subject-rules-loader';
export { loadSubjectRules } from './subject-rules-on-demand';
export { returnPolicy, subjectRulesAtom, EMPTY_SUBJECT_RULES, type ReturnPolicy, type SubjectRules } from './subject-rules';
export { createSearchGoods, searchGoods, SEARCH_GOODS_MAX, type SearchGoodsPurpose } from './search-goods';
export { createSeoTagsLoader, loadSeoTags } from './seo-tags';
