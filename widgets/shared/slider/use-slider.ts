import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { onDemand } from '../on-demand';
import { useOnDemand } from '../use-on-demand';
import { afterFirstSlidePainted } from './after-first-slide';
import type { Slider, SliderOptions, SliderState } from './slider';

type SliderEngine = typeof import('./slider-engine');

/** The engine's chunk: one download per page, kept for every slider mounted later. */
const sliderEngine = onDemand((): Promise<SliderEngine> => import('./slider-engine'));

export interface UseSliderOptions extends Omit<SliderOptions, 'onChange' | 'initialIndex' | 'keyboardScope'> {
  /** The slides are rendered: the engine follows once the first one has painted. */
  start: boolean;
  /** Changes whenever the slides do (a new list): the engine measures them again. */
  slides: unknown;
  /** How many positions a move before the engine arrives can reach (it is applied once the engine starts). */
  count: number;
}

export interface SliderHandle {
  /** Callback ref of the slider's `.swiper` element. */
  container(element: HTMLElement | null): void;
  /** Callback ref of the region whose focus gives the slider the arrow keys (the slides and their controls). */
  scope(element: HTMLElement | null): void;
  /** The active slide and the ends, as the engine reports them. */
  state: SliderState;
  next(): void;
  previous(): void;
  slideTo(index: number): void;
  advance(): void;
  rotate(on: boolean): void;
}

const FIRST: SliderState = { index: 0, atStart: true, atEnd: false };
const sameState = (a: SliderState, b: SliderState) => a.index === b.index && a.atStart === b.atStart && a.atEnd === b.atEnd;

/**
 * A slider on the shared engine (slider.ts) for a React element: its slides render (and paint)
 * without it; the engine is fetched once the first slide has painted, or at once when the shopper
 * moves before that (the move is then made as the engine starts). A new layout starts the engine
 * again on the slide the shopper was on.
 */
export function useSlider({ start, slides, count, ...layout }: UseSliderOptions): SliderHandle {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [scope, setScope] = useState<HTMLElement | null>(null);
  const [painted, setPainted] = useState(false);
  const [asked, setAsked] = useState(false);
  const [state, setState] = useState<SliderState>(FIRST);
  const slider = useRef<Slider | null>(null);
  const current = useRef(state);
  current.current = state;
  const pending = useRef<number | undefined>(undefined);
  const rotating = useRef(false);

  useEffect(() => {
    if (!start || !container || painted) return undefined;
    return afterFirstSlidePainted(container, () => setPainted(true));
  }, [start, container, painted]);

  const { part: engine, failed, retry } = useOnDemand(sliderEngine, start && (painted || asked), 'a slider could not load its engine (swiper)');

  const { centered, gapPx, speedMs, rewind, autoplayMs, nativeScroll, multiple, paged } = layout;
  useEffect(() => {
    if (!engine || !container) return undefined;
    const created = engine.createSlider(container, {
      centered,
      gapPx,
      speedMs,
      rewind,
      autoplayMs,
      nativeScroll,
      multiple,
      paged,
      initialIndex: pending.current ?? current.current.index,
      keyboardScope: scope ?? undefined,
      onChange: (next) => setState((previous) => (sameState(previous, next) ? previous : next)),
    });
    pending.current = undefined;
    slider.current = created;
    setState(created.state);
    created.rotate(rotating.current);
    return () => {
      slider.current = null;
      created.destroy();
    };
  }, [engine, container, scope, centered, gapPx, speedMs, rewind, autoplayMs, nativeScroll, multiple, paged]);

  // React has put the new slides in (layout effects run after the DOM changed): measure them.
  useLayoutEffect(() => slider.current?.update(), [slides]);

  /** A move asked for before the engine is here: remembered (wrapping round `count` when rewinding), and the engine fetched now. */
  const early = useCallback(
    (target: (index: number) => number) => {
      if (slider.current) return false;
      const from = pending.current ?? current.current.index;
      const to = target(from);
      pending.current = rewind ? ((to % count) + count) % count : Math.min(Math.max(0, to), Math.max(0, count - 1));
      if (failed) retry();
      setAsked(true);
      return true;
    },
    [count, rewind, failed, retry],
  );

  const next = useCallback(() => {
    if (!early((index) => index + 1)) slider.current!.next();
  }, [early]);
  const previous = useCallback(() => {
    if (!early((index) => index - 1)) slider.current!.previous();
  }, [early]);
  const slideTo = useCallback(
    (index: number) => {
      if (!early(() => index)) slider.current!.slideTo(index);
    },
    [early],
  );
  const advance = useCallback(() => {
    if (!early((index) => index + 1)) slider.current!.advance();
  }, [early]);
  const rotate = useCallback((on: boolean) => {
    rotating.current = on;
    slider.current?.rotate(on);
  }, []);

  return useMemo(
    () => ({ container: setContainer, scope: setScope, state, next, previous, slideTo, advance, rotate }),
    [state, next, previous, slideTo, advance, rotate],
  );
}
