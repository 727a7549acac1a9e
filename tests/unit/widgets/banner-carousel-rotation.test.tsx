import { act } from 'react';
import { reactRootPerTest } from './react-root';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { swiperParams } from '../../../widgets/shared/slider/slider-engine';
import { SLIDE_THROTTLE_MS, createMoveThrottle } from '../../../widgets/shared/slider/move-throttle';
import { useRotation, type Rotation } from '../../../widgets/banner-carousel/use-rotation';
import { SLIDES_GAP_PX, VARIANTS, carouselSlider, showsOneSlide, type Variant } from '../../../widgets/banner-carousel/variants';

const fixture = reactRootPerTest();

function Harness({ enabled, expose }: { enabled: boolean; expose: (rotation: Rotation) => void }) {
  expose(useRotation({ enabled }));
  return null;
}

function mountRotation(enabled = true): () => Rotation {
  let latest: Rotation | undefined;
  fixture.render(<Harness enabled={enabled} expose={(rotation) => (latest = rotation)} />);
  return () => latest!;
}

function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  preferReducedMotion(false);
});

describe('<vt-banner-carousel> rotation holds (APG carousel; storefront-shell.md §4, §9)', () => {
  it('APG: rotation stops while hovered or stopped by the shopper, and goes on once nothing holds it', () => {
    const rotation = mountRotation();
    expect(rotation().rotating).toBe(true);
    act(() => rotation().pause('hover'));
    expect(rotation().rotating).toBe(false);
    act(() => rotation().resume('hover'));
    expect(rotation().rotating).toBe(true);
    act(() => rotation().toggle());
    expect(rotation()).toMatchObject({ rotating: false, userStopped: true });
    act(() => rotation().toggle());
    expect(rotation()).toMatchObject({ rotating: true, userStopped: false });
  });

  it('no autoplay (or one banner): never rotating', () => {
    const rotation = mountRotation(false);
    expect(rotation().rotating).toBe(false);
  });

  it('prefers-reduced-motion: rotation starts stopped, as if the shopper had stopped it; the control starts it', () => {
    preferReducedMotion(true);
    const rotation = mountRotation();
    expect(rotation()).toMatchObject({ rotating: false, userStopped: true });
    act(() => rotation().toggle());
    expect(rotation()).toMatchObject({ rotating: true, userStopped: false });
  });
});

describe('<vt-banner-carousel> on swiper: each variant\'s figures reach swiper (storefront-shell.md §2 banner areas, §9 "Banners and media")', () => {
  // §9 "Carousel: main autoplay 10000 ms, transition 500 ms; mini 5000 ms; new carousel 4000 ms".
  const holds: Record<Variant, number> = { main: 10_000, ear: 10_000, strip: 10_000, mini: 5000, small: 5000, vertical: 5000, new: 4000 };

  it.each(Object.keys(VARIANTS) as Variant[])('§9 the %s variant moves in 500 ms, holds each slide its figure, and rewinds', (variant) => {
    const params = swiperParams(carouselSlider(VARIANTS[variant], true), false);
    expect(params.speed).toBe(500);
    expect(params.autoplay).toMatchObject({ delay: holds[variant], disableOnInteraction: false, waitForTransition: false });
    expect(params.rewind).toBe(true);
  });

  it('prefers-reduced-motion: a move is a jump (speed 0)', () => {
    expect(swiperParams(carouselSlider(VARIANTS.main, true), true).speed).toBe(0);
  });

  it('no-autoplay carousels get no hold', () => {
    expect(carouselSlider(VARIANTS.main, false).autoplayMs).toBe(undefined);
  });

  it('swiper runs with its a11y, keyboard and autoplay modules only: none that writes markup (Trusted Types)', () => {
    const params = swiperParams(carouselSlider(VARIANTS.main, true), false);
    expect(params.modules).toEqual([A11y, Autoplay, Keyboard]);
    expect(params.a11y).toMatchObject({ enabled: true, scrollOnFocus: true });
    // The keys are the slider's only while focus is in its region; Page Up and Down still scroll the page.
    expect(params.keyboard).toMatchObject({ enabled: false, onlyInViewport: true, pageUpDown: false });
  });

  it('§9 "ear carousels load 2 neighbours": the ear variant centres one slide with 12 px gaps; main has no gap', () => {
    expect(VARIANTS.ear.loadNeighbours).toBe(2);
    expect(showsOneSlide(VARIANTS.ear)).toBe(true);
    expect(SLIDES_GAP_PX).toBe(12);
    expect(swiperParams(carouselSlider(VARIANTS.ear, true), false)).toMatchObject({ centeredSlides: true, spaceBetween: 12, slidesPerView: 'auto' });
    expect(swiperParams(carouselSlider(VARIANTS.main, true), false)).toMatchObject({ centeredSlides: false, spaceBetween: 0 });
    expect(carouselSlider(VARIANTS.strip, true)).toMatchObject({ multiple: true, gapPx: 12 });
    expect(showsOneSlide(VARIANTS.strip)).toBe(false);
  });
});

describe('the slide throttle (storefront-shell.md §9 "Slide swiper throttle 300 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("after a move the shopper's moves are refused for 300 ms, then let through", () => {
    expect(SLIDE_THROTTLE_MS).toBe(300);
    const gate: string[] = [];
    const throttle = createMoveThrottle({ lock: () => gate.push('lock'), unlock: () => gate.push('unlock') });
    throttle.moved();
    expect(gate).toEqual(['lock']);
    vi.advanceTimersByTime(299);
    expect(gate).toEqual(['lock']);
    vi.advanceTimersByTime(1);
    expect(gate).toEqual(['lock', 'unlock']);
  });

  it('a move inside the window starts a new 300 ms window', () => {
    const gate: string[] = [];
    const throttle = createMoveThrottle({ lock: () => gate.push('lock'), unlock: () => gate.push('unlock') });
    throttle.moved();
    vi.advanceTimersByTime(200);
    throttle.moved();
    vi.advanceTimersByTime(299);
    expect(gate).toEqual(['lock', 'lock']);
    vi.advanceTimersByTime(1);
    expect(gate).toEqual(['lock', 'lock', 'unlock']);
  });

  it("the slider's own moves (a video ended) are never refused: the gate opens for them at once", () => {
    const gate: string[] = [];
    const throttle = createMoveThrottle({ lock: () => gate.push('lock'), unlock: () => gate.push('unlock') });
    throttle.moved();
    expect(throttle.bypass(() => gate.at(-1))).toBe('unlock');
    throttle.dispose();
    vi.advanceTimersByTime(1000);
    expect(gate).toEqual(['lock', 'unlock']);
  });
});
