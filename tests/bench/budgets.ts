/** DESIGN.md "Budgets": the figures `npm run bench` checks. Sizes are gzip bytes. */
export const KB = 1024;

export const BUDGETS = {
  loaderGzip: 10 * KB,
  sharedRuntimeGzip: 110 * KB,
  widgetChunkGzip: 20 * KB,
  /** <vt-banner-carousel>'s first-paint chunks with swiper (the slider engine's chunk it loads after its first slide painted). */
  carouselWithSwiperGzip: 40 * KB,
  homePageJsGzip: 220 * KB,
} as const;

/** The slider engine's chunk (widgets/shared/slider/slider-engine.ts: swiper, its modules and its stylesheet). */
export const SLIDER_ENGINE_CHUNK = /^chunks\/slider-engine-[\w-]+\.js$/;
