import { CAROUSEL_TRANSITION_MS, DESKTOP_ONLY_BREAKPOINT_PX, EAR_CAROUSEL_NEIGHBOURS, autoplayDelayMs, type CarouselKind } from '../../core/domain/banners';
import type { SliderOptions } from '../shared/slider/slider';

/**
 * The carousel variants of storefront-shell.md §2 "Banner areas": `main` (home main, promotion
 * page), `mini`, `new` (the new carousel), `ear` (one banner in the middle, its neighbours peeking
 * in at both sides), `strip` (promotion catalog strips, landing rows, catalog carousels), `small`
 * and `vertical`. The kind picks the §9 autoplay delay and visible threshold; the size is the
 * image box the slide reserves when the banner does not give its own.
 */
export interface VariantConfig {
  kind: CarouselKind;
  /** One slide at a time, or as many as fit (each slide sized by CSS). */
  perView: 1 | 'auto';
  /** The active slide sits in the middle with its neighbours' edges showing (the "ears"). */
  centered?: boolean;
  /**
   * §9 "ear carousels load 2 neighbours": only the pictures of the active slide and this many
   * neighbours either side are loaded (and kept once loaded); undefined loads the first at once
   * and the others lazily.
   */
  loadNeighbours?: number;
  /** The <img sizes> of a slide. */
  sizes: string;
  width: number;
  height: number;
}

const WIDE = `(min-width: ${DESKTOP_ONLY_BREAKPOINT_PX}px)`;

export const VARIANTS = {
  main: { kind: 'main', perView: 1, sizes: '100vw', width: 1440, height: 450 },
  mini: { kind: 'mini', perView: 1, sizes: `${WIDE} 50vw, 100vw`, width: 720, height: 360 },
  new: { kind: 'new', perView: 1, sizes: '100vw', width: 1440, height: 480 },
  // The slide is 80% of the carousel (banner-carousel.css), so the box is 1440 / 450 / 0.8 = 4 / 1.
  ear: { kind: 'main', perView: 'auto', centered: true, loadNeighbours: EAR_CAROUSEL_NEIGHBOURS, sizes: '80vw', width: 1440, height: 450 },
  strip: { kind: 'main', perView: 'auto', sizes: `${WIDE} 33vw, 80vw`, width: 1200, height: 300 },
  small: { kind: 'mini', perView: 'auto', sizes: '300px', width: 300, height: 200 },
  vertical: { kind: 'mini', perView: 'auto', sizes: '240px', width: 240, height: 480 },
} as const satisfies Record<string, VariantConfig>;

export type Variant = keyof typeof VARIANTS;
export const DEFAULT_VARIANT: Variant = 'main';

export function variantConfig(value: string | undefined): VariantConfig {
  return value && Object.hasOwn(VARIANTS, value) ? VARIANTS[value as Variant] : VARIANTS[DEFAULT_VARIANT];
}

/** Gap between the slides of the multi-slide and ear variants, in CSS pixels. */
export const SLIDES_GAP_PX = 12;

/**
 * The slider of a variant: §9 "transition 500 ms"; its §9 autoplay hold when it rotates (main
 * 10000 ms, mini 5000 ms, new 4000 ms, by the variant's kind); rewinding from the last position to
 * the first; the ear variant centres its active slide; the multi-slide and ear variants space
 * their slides.
 */
export function carouselSlider(config: VariantConfig, rotates: boolean): Omit<SliderOptions, 'onChange'> {
  return {
    speedMs: CAROUSEL_TRANSITION_MS,
    autoplayMs: rotates ? autoplayDelayMs(config.kind) : undefined,
    rewind: true,
    centered: config.centered === true,
    gapPx: config.perView === 'auto' ? SLIDES_GAP_PX : 0,
    multiple: !showsOneSlide(config),
  };
}

/** One slide is the carousel's subject at a time (the others are out of view, or only ears). */
export function showsOneSlide(config: VariantConfig): boolean {
  return config.perView === 1 || config.centered === true;
}
