/**
 * Every carousel and slider of the storefront (the banner carousel, the product gallery, the
 * shelves) runs on swiper (DESIGN.md "The packages"), through this one engine: its module
 * (slider-engine.ts, swiper with its a11y, keyboard and autoplay modules and its CSS) is a chunk
 * of its own, fetched once a slider's first slide has painted (use-slider.ts for the elements,
 * host/pages/shelf.ts for the host page's shelves), and shared by every element that has one.
 * These are its types: nothing here imports swiper.
 */
export interface SliderState {
  /** The active slide (the first in view; the middle one when centred). */
  index: number;
  /** At the first position, and at the last (a row that has reached its end). */
  atStart: boolean;
  atEnd: boolean;
}

export interface SliderOptions {
  /** The active slide sits in the middle, its neighbours peeking in (the ear carousel). */
  centered?: boolean;
  /** Space between slides in CSS pixels; until the engine starts, CSS lays it out as `gap` (nothing shifts). */
  gapPx?: number;
  /** How long a move takes (storefront-shell.md §9 "transition 500 ms"); a jump under prefers-reduced-motion. */
  speedMs: number;
  /** Next from the last position goes to the first, previous from the first to the last. */
  rewind?: boolean;
  /** The hold of automatic rotation (started and stopped with rotate()); without it the slider never rotates. */
  autoplayMs?: number;
  /** Native scrolling with snap points (swiper's CSS mode): touch momentum, trackpads and wheels, for rows of cards. */
  nativeScroll?: boolean;
  /** Several slides show at once: focus on one already in view does not move the row. */
  multiple?: boolean;
  /** A move goes by a page: as many slides as are fully in view (a shelf of cards). */
  paged?: boolean;
  /** The slide to start on (a move the shopper asked for before the engine arrived). */
  initialIndex?: number;
  /** The arrow keys move the slider while focus is inside this element (the slider's region with its controls). */
  keyboardScope?: HTMLElement;
  /** The active slide changed (as its move starts), or an end was reached or left. */
  onChange(state: SliderState): void;
}

export interface Slider {
  readonly state: SliderState;
  /** The shopper's moves (controls, keys, swipes): at most one per §9 slide throttle. */
  next(): void;
  previous(): void;
  slideTo(index: number): void;
  /** The next slide, moved by the slider's own rule (a video ended): never throttled. */
  advance(): void;
  /** Starts (a full hold first) or stops automatic rotation. */
  rotate(on: boolean): void;
  /** The slides changed (added, removed, resized): measure again. */
  update(): void;
  destroy(): void;
}
