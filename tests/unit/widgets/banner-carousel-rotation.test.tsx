import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL_TRANSITION_MS,
  MAIN_CAROUSEL_AUTOPLAY_MS,
  MINI_CAROUSEL_AUTOPLAY_MS,
  NEW_CAROUSEL_AUTOPLAY_MS,
  type CarouselKind,
} from '../../../core/domain/banners/carousel';
import { SLIDE_HOLD_MS } from '../../../core/domain/banners/lifecycle';
import { SLIDES_GAP_PX, snapLayout } from '../../../widgets/banner-carousel/use-snap-carousel';
import { useRotation, type Rotation } from '../../../widgets/banner-carousel/use-rotation';
import { VARIANTS, showsOneSlide, type Variant } from '../../../widgets/banner-carousel/variants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

function Harness({ kind, enabled, onAdvance, expose }: { kind: CarouselKind; enabled: boolean; onAdvance: () => void; expose: (rotation: Rotation) => void }) {
  expose(useRotation({ kind, enabled, onAdvance }));
  return null;
}

function mountRotation(kind: CarouselKind, enabled = true): { onAdvance: ReturnType<typeof vi.fn>; rotation: () => Rotation } {
  const onAdvance = vi.fn();
  let latest: Rotation | undefined;
  act(() => root.render(<Harness kind={kind} enabled={enabled} onAdvance={onAdvance} expose={(rotation) => (latest = rotation)} />));
  return { onAdvance, rotation: () => latest! };
}

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('<vt-banner-carousel> rotation (storefront-shell.md §9 "Banners and media")', () => {
  it('§9 "main autoplay 10000 ms" and "slide hold 10000 ms": a main slide is held exactly 10000 ms', () => {
    expect(SLIDE_HOLD_MS).toBe(10_000);
    expect(MAIN_CAROUSEL_AUTOPLAY_MS).toBe(SLIDE_HOLD_MS);
    const { onAdvance } = mountRotation('main');
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS - 1));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS));
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('§9 slide hold: a slide reached by hand 6 s into a hold is held a full 10000 ms from then', () => {
    const { onAdvance, rotation } = mountRotation('main');
    act(() => vi.advanceTimersByTime(6000));
    act(() => rotation().restart());
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS - 1));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['mini', MINI_CAROUSEL_AUTOPLAY_MS, 5000],
    ['new', NEW_CAROUSEL_AUTOPLAY_MS, 4000],
  ] as const)('§9 the %s carousel moves every %i ms', (kind, constant, ms) => {
    expect(constant).toBe(ms);
    const { onAdvance } = mountRotation(kind);
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('APG: the hold stops while hovered or stopped by the shopper, and a full hold starts again after', () => {
    const { onAdvance, rotation } = mountRotation('main');
    act(() => vi.advanceTimersByTime(9000));
    act(() => rotation().pause('hover'));
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS * 3));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => rotation().resume('hover'));
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS - 1));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    act(() => rotation().toggle());
    expect(rotation().userStopped).toBe(true);
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS * 3));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('no autoplay: nothing moves', () => {
    const { onAdvance, rotation } = mountRotation('main', false);
    act(() => vi.advanceTimersByTime(SLIDE_HOLD_MS * 5));
    expect(onAdvance).not.toHaveBeenCalled();
    expect(rotation().rotating).toBe(false);
  });
});

describe('<vt-banner-carousel> variants (storefront-shell.md §2 banner areas, §9 carousel figures)', () => {
  const delays: Record<CarouselKind, number> = { main: 10_000, mini: 5000, new: 4000 };

  it.each(Object.keys(VARIANTS) as Variant[])('§9 the %s variant moves in 500 ms', (variant) => {
    expect(CAROUSEL_TRANSITION_MS).toBe(500);
    expect(snapLayout(VARIANTS[variant]).transitionMs).toBe(500);
  });

  it('§9 each variant rotates at its carousel figure: main, ear and strip 10000 ms, mini, small and vertical 5000 ms, new 4000 ms', () => {
    const byVariant = Object.fromEntries(Object.entries(VARIANTS).map(([name, config]) => [name, delays[config.kind]]));
    expect(byVariant).toEqual({ main: 10_000, ear: 10_000, strip: 10_000, mini: 5000, small: 5000, vertical: 5000, new: 4000 });
  });

  it('§9 "ear carousels load 2 neighbours": the ear variant centres one slide and loads 2 neighbours either side', () => {
    expect(VARIANTS.ear.loadNeighbours).toBe(2);
    expect(showsOneSlide(VARIANTS.ear)).toBe(true);
    expect(snapLayout(VARIANTS.ear)).toMatchObject({ align: 'center', perView: 'auto', rewind: true, gapPx: SLIDES_GAP_PX });
    expect(SLIDES_GAP_PX).toBe(12);
    expect(snapLayout(VARIANTS.main)).toMatchObject({ align: 'start', perView: 1, gapPx: 0, rewind: true });
    expect(showsOneSlide(VARIANTS.strip)).toBe(false);
  });
});
