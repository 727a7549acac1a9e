import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type Swiper from 'swiper';
import { useLatest } from './use-latest';
import { swiperOptions } from './swiper-options';
import type { VariantConfig } from './variants';

type SwiperClass = typeof Swiper;
let swiperModule: Promise<SwiperClass> | undefined;

/**
 * Swiper's core in its own chunk, fetched once per page when a carousel first needs to move:
 * the first slide is plain markup laid out by CSS, so the page's first picture never waits for
 * swiper's ~20 KB (gzip) of script.
 */
function loadSwiper(): Promise<SwiperClass> {
  swiperModule ??= import('swiper').then(
    (module) => module.default,
    (error: unknown) => {
      swiperModule = undefined;
      throw error;
    },
  );
  return swiperModule;
}

export interface SwiperHandle {
  /** The live instance, once loaded and attached. */
  readonly current: Swiper | null;
  /** Runs `move` on the instance now, or as soon as it exists (a press before it loaded is not lost). */
  run(move: (swiper: Swiper) => void): void;
}

/**
 * Swiper core on an element of the shadow root, given as a reference (swiper #4903: selectors
 * do not reach into shadow roots). Only the core is used: its navigation, pagination and a11y
 * modules write markup through innerHTML (a Trusted Types policy per call), so the controls and
 * ARIA are the widget's own. It attaches when `ready` (the browser's first idle moment) or at
 * once when the shopper moves the carousel before that.
 */
export function useSwiper(
  container: RefObject<HTMLDivElement | null>,
  { count, ready, config, onIndex }: { count: number; ready: boolean; config: Pick<VariantConfig, 'perView' | 'centered'>; onIndex: (index: number) => void },
): SwiperHandle {
  const swiperRef = useRef<Swiper | null>(null);
  const queued = useRef<((swiper: Swiper) => void) | null>(null);
  const [wanted, setWanted] = useState(false);
  const latestOnIndex = useLatest(onIndex);
  const { perView, centered } = config;
  const attach = count > 0 && (ready || wanted);

  useEffect(() => {
    const element = container.current;
    if (!element || !attach) return;
    let cancelled = false;
    let swiper: Swiper | null = null;
    loadSwiper().then(
      (SwiperCore) => {
        if (cancelled) return;
        swiper = new SwiperCore(element, {
          ...swiperOptions({ perView, centered }),
          on: { slideChange: (instance) => latestOnIndex.current(instance.activeIndex) },
        });
        swiperRef.current = swiper;
        latestOnIndex.current(swiper.activeIndex);
        const move = queued.current;
        queued.current = null;
        move?.(swiper);
      },
      (error: unknown) => console.error('[vitrina] <vt-banner-carousel> could not load swiper: the first banner stays in place', error),
    );
    return () => {
      cancelled = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [container, attach, count, perView, centered, latestOnIndex]);

  const run = useCallback((move: (swiper: Swiper) => void) => {
    if (swiperRef.current) {
      move(swiperRef.current);
      return;
    }
    queued.current = move;
    setWanted(true);
  }, []);

  return useMemo(
    () => ({
      get current() {
        return swiperRef.current;
      },
      run,
    }),
    [run],
  );
}
