import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CAROUSEL_TRANSITION_MS } from '../../core/domain/banners';
import { useLatest } from './use-latest';
import type { VariantConfig } from './variants';

/** Gap between the slides of the multi-slide and ear variants, in CSS pixels. */
export const SLIDES_GAP_PX = 12;
/** A mouse press that moves less than this is a click, not a drag. */
const DRAG_START_PX = 6;
/** A mouse drag moves to the neighbour when it covers this share of the slide, or is a quick flick. */
const DRAG_MOVE_SHARE = 0.2;
const FLICK_MS = 300;
/** Browsers without `scrollend`: a native scroll has ended after this long without a scroll event. */
const SCROLL_SETTLE_MS = 120;

export interface SnapLayout {
  /** One slide at a time, or as many as fit (each slide sized by CSS). */
  perView: 1 | 'auto';
  /** scroll-snap-align of the slides: the ear variant centres the active slide. */
  align: 'start' | 'center';
  /** Gap between slides in CSS pixels (the slides' container gets it as --vt-slides-gap). */
  gapPx: number;
  /** §9 "transition 500 ms": every move by the controls, autoplay or a mouse drag. */
  transitionMs: number;
  /** Next on the last slide goes to the first, previous on the first to the last. */
  rewind: true;
}

/** The carousel's layout for a variant: the hook and banner-carousel.css follow it. */
export function snapLayout(config: Pick<VariantConfig, 'perView' | 'centered'>): SnapLayout {
  return {
    perView: config.perView,
    align: config.centered === true ? 'center' : 'start',
    gapPx: config.perView === 'auto' ? SLIDES_GAP_PX : 0,
    transitionMs: CAROUSEL_TRANSITION_MS,
    rewind: true,
  };
}

export interface SnapCarousel {
  /** The callback ref of the scrolling slides container (its children are the slides). */
  ref(element: HTMLElement | null): void;
  /** The active slide. */
  readonly index: number;
  slideTo(index: number): void;
  /** The next slide; from the last (or the end of a multi-slide row) back to the first. */
  next(): void;
  /** The previous slide; from the first to the last. */
  previous(): void;
}

export interface SnapCarouselOptions {
  /** How many of the first slides are stops (a one-slide carousel never stops on its placeholders). */
  stops: number;
  centered: boolean;
  onIndex(index: number): void;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

function maxScroll(scroller: HTMLElement): number {
  return Math.max(0, scroller.scrollWidth - scroller.clientWidth);
}

/** The scrollLeft at which `slide` is snapped (its start at the start, or centred), within the scroll range. */
function snapPosition(scroller: HTMLElement, slide: Element | undefined, centered: boolean): number {
  if (!slide) return 0;
  const box = scroller.getBoundingClientRect();
  const rect = slide.getBoundingClientRect();
  const start = box.left + scroller.clientLeft;
  const offset = centered ? rect.left + rect.width / 2 - (start + scroller.clientWidth / 2) : rect.left - start;
  return Math.min(maxScroll(scroller), Math.max(0, scroller.scrollLeft + offset));
}

function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A scroll-snap carousel over the slides container: native scrolling, snapping and momentum for
 * touch, trackpad and keyboard (banner-carousel.css: `overflow-x: auto; scroll-snap-type: x
 * mandatory`), and the controls', autoplay's and a mouse drag's moves animated over
 * CAROUSEL_TRANSITION_MS with requestAnimationFrame (a jump under prefers-reduced-motion). The
 * active index follows a native scroll once it ends (`scrollend`, else a quiet spell of
 * SCROLL_SETTLE_MS); a move sets it at once, as the slide starts moving. The first slide is plain
 * markup laid out by CSS at scroll position 0, so nothing waits for this hook or shifts.
 */
export function useSnapCarousel({ stops, centered, onIndex }: SnapCarouselOptions): SnapCarousel {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const state = useRef({ index: 0, frame: 0, animating: false });
  const latestOnIndex = useLatest(onIndex);
  const options = useLatest({ stops, centered });

  const setIndex = useCallback(
    (index: number) => {
      if (state.current.index === index) return;
      state.current.index = index;
      latestOnIndex.current(index);
    },
    [latestOnIndex],
  );

  const stopAnimation = useCallback((scroller: HTMLElement) => {
    const current = state.current;
    if (!current.animating) return;
    cancelAnimationFrame(current.frame);
    current.animating = false;
    delete scroller.dataset.moving;
  }, []);

  /** Scrolls to `target` over the transition time; snapping is off meanwhile (it would pull every frame back). */
  const animateTo = useCallback((scroller: HTMLElement, target: number) => {
    // A move under way hands over from where it is: snapping stays off in between.
    const current = state.current;
    cancelAnimationFrame(current.frame);
    current.animating = false;
    const from = scroller.scrollLeft;
    if (prefersReducedMotion() || Math.abs(target - from) < 1) {
      scroller.scrollLeft = target;
      delete scroller.dataset.moving;
      return;
    }
    const started = performance.now();
    current.animating = true;
    scroller.dataset.moving = '';
    const step = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - started) / CAROUSEL_TRANSITION_MS));
      scroller.scrollLeft = from + (target - from) * easeOutCubic(progress);
      if (progress < 1) {
        current.frame = requestAnimationFrame(step);
        return;
      }
      current.animating = false;
      delete scroller.dataset.moving;
    };
    current.frame = requestAnimationFrame(step);
  }, []);

  const moveTo = useCallback(
    (index: number) => {
      const scroller = element;
      if (!scroller) return;
      setIndex(index);
      animateTo(scroller, snapPosition(scroller, scroller.children[index], options.current.centered));
    },
    [element, setIndex, animateTo, options],
  );

  /** The first stop snapped at the end of the scroll range (a multi-slide row's last view), else the last stop. */
  const lastStop = useCallback(
    (scroller: HTMLElement): number => {
      const { stops: count, centered: middle } = options.current;
      const end = maxScroll(scroller) - 1;
      for (let index = 0; index < count; index += 1) {
        if (snapPosition(scroller, scroller.children[index], middle) >= end) return index;
      }
      return Math.max(0, count - 1);
    },
    [options],
  );

  /** The stop nearest the scroll position (the first of equals: at the end of a row several share it). */
  const nearestStop = useCallback(
    (scroller: HTMLElement): number => {
      const { stops: count, centered: middle } = options.current;
      let nearest = 0;
      let distance = Infinity;
      for (let index = 0; index < count; index += 1) {
        const away = Math.abs(snapPosition(scroller, scroller.children[index], middle) - scroller.scrollLeft);
        if (away < distance - 0.5) {
          nearest = index;
          distance = away;
        }
      }
      return nearest;
    },
    [options],
  );

  // Native scrolling (touch, trackpad, keyboard, focus), and the mouse drag.
  useEffect(() => {
    const scroller = element;
    if (!scroller) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let drag: { id: number; x: number; scroll: number; index: number; time: number; moving: boolean } | null = null;
    let swallowClick = false;

    const sync = () => {
      if (!state.current.animating && !drag?.moving) setIndex(nearestStop(scroller));
    };
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(sync, SCROLL_SETTLE_MS);
    };
    const endsScroll = 'onscrollend' in scroller;
    // A shopper's own scroll takes over from a move under way.
    const interrupt = () => stopAnimation(scroller);

    const onPointerDown = (event: PointerEvent) => {
      swallowClick = false;
      interrupt();
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      drag = { id: event.pointerId, x: event.clientX, scroll: scroller.scrollLeft, index: state.current.index, time: event.timeStamp, moving: false };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.id) return;
      const dx = event.clientX - drag.x;
      if (!drag.moving) {
        if (Math.abs(dx) < DRAG_START_PX) return;
        drag.moving = true;
        scroller.setPointerCapture(event.pointerId);
        scroller.dataset.moving = '';
        scroller.dataset.dragging = '';
      }
      scroller.scrollLeft = drag.scroll - dx;
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.id) return;
      const { moving, x, index, time } = drag;
      drag = null;
      if (!moving) return;
      delete scroller.dataset.dragging;
      if (scroller.hasPointerCapture(event.pointerId)) scroller.releasePointerCapture(event.pointerId);
      // The press ended a drag: its click is not a click on the slide's link.
      swallowClick = true;
      const dx = event.type === 'pointercancel' ? 0 : event.clientX - x;
      const width = scroller.children[index]?.getBoundingClientRect().width ?? scroller.clientWidth;
      const far = Math.abs(dx) >= width * DRAG_MOVE_SHARE || (event.timeStamp - time < FLICK_MS && Math.abs(dx) >= DRAG_START_PX * 2);
      // No rewind on a drag: it moves to the neighbour it pulls in.
      const target = far ? index + (dx < 0 ? 1 : -1) : index;
      // Snapping stays off (data-moving) until the move from here has ended.
      moveTo(Math.min(Math.max(0, target), lastStop(scroller)));
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // A banner link would start the browser's own drag and drop, which cancels the pointer.
    const onDragStart = (event: DragEvent) => event.preventDefault();
    // A new width (the window turned): the active slide stays snapped. Not on the first report, at observing.
    let width = -1;
    const resize = new ResizeObserver((entries) => {
      const seen = width;
      width = entries[entries.length - 1]?.contentRect.width ?? width;
      if (seen >= 0 && seen !== width && !state.current.animating && !drag?.moving) {
        scroller.scrollLeft = snapPosition(scroller, scroller.children[state.current.index], options.current.centered);
      }
    });

    const listeners: Array<[string, (event: never) => void, AddEventListenerOptions?]> = [
      [endsScroll ? 'scrollend' : 'scroll', endsScroll ? sync : onScroll, { passive: true }],
      ['wheel', interrupt, { passive: true }],
      ['pointerdown', onPointerDown],
      ['pointermove', onPointerMove],
      ['pointerup', onPointerEnd],
      ['pointercancel', onPointerEnd],
      ['click', onClick, { capture: true }],
      ['dragstart', onDragStart],
    ];
    for (const [type, listener, how] of listeners) scroller.addEventListener(type, listener as EventListener, how);
    resize.observe(scroller);
    return () => {
      clearTimeout(settle);
      stopAnimation(scroller);
      resize.disconnect();
      for (const [type, listener, how] of listeners) scroller.removeEventListener(type, listener as EventListener, how);
    };
  }, [element, setIndex, nearestStop, lastStop, moveTo, stopAnimation, options]);

  // Fewer stops, or another layout (the variant attribute changed): the active slide stays, in range, where it belongs.
  useEffect(() => {
    if (!element) return;
    const index = Math.min(state.current.index, Math.max(0, stops - 1));
    // Slide 0 sits at scroll position 0 in every layout: nothing to do (and no layout to force) on mount.
    if (index === 0 && state.current.index === 0 && element.scrollLeft === 0) return;
    stopAnimation(element);
    setIndex(index);
    element.scrollLeft = snapPosition(element, element.children[index], centered);
  }, [element, stops, centered, setIndex, stopAnimation]);

  const next = useCallback(() => {
    const scroller = element;
    const count = options.current.stops;
    if (!scroller || count <= 0) return;
    const { index } = state.current;
    const atEnd = index + 1 >= count || snapPosition(scroller, scroller.children[index], options.current.centered) >= maxScroll(scroller) - 1;
    moveTo(atEnd ? 0 : index + 1);
  }, [element, moveTo, options]);

  const previous = useCallback(() => {
    const scroller = element;
    if (!scroller || options.current.stops <= 0) return;
    const { index } = state.current;
    moveTo(index > 0 ? index - 1 : lastStop(scroller));
  }, [element, moveTo, lastStop, options]);

  const slideTo = useCallback(
    (index: number) => {
      moveTo(Math.min(Math.max(0, index), Math.max(0, options.current.stops - 1)));
    },
    [moveTo, options],
  );

  return useMemo(
    () => ({
      ref: setElement,
      get index() {
        return state.current.index;
      },
      slideTo,
      next,
      previous,
    }),
    [slideTo, next, previous],
  );
}
