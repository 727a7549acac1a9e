import { onIdle } from '../on-idle';

/** The longest wait for an idle period once the first slide has painted. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * The picture of a slider's first slide: its own <img>, or the page's light-DOM <img> slotted
 * there (the LCP image in the HTML). null when it has none (a missing picture, a creative).
 */
export function firstSlidePicture(container: Element): HTMLImageElement | null {
  const slide = container.querySelector('.swiper-slide');
  const own = slide?.querySelector('img');
  if (own) return own;
  const slotted = slide?.querySelector('slot')?.assignedElements({ flatten: true });
  return (slotted?.find((element) => element instanceof HTMLImageElement) as HTMLImageElement | undefined) ?? null;
}

/**
 * Calls `callback` once the slider's first slide has painted: its picture loaded (or failed), a
 * frame drawn, then the browser's next idle period. The engine's download starts only then, so it
 * never competes with the page's largest picture (DESIGN.md "Put the LCP image in the HTML").
 * Returns the cancel.
 */
export function afterFirstSlidePainted(container: Element, callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let frame = 0;
  let done = false;
  const picture = firstSlidePicture(container);
  const painted = () => {
    if (done) return;
    done = true;
    picture?.removeEventListener('load', painted);
    picture?.removeEventListener('error', painted);
    frame = requestAnimationFrame(() => {
      cancelIdle = onIdle(callback, IDLE_TIMEOUT_MS);
    });
  };
  if (!picture || picture.complete) painted();
  else {
    picture.addEventListener('load', painted);
    picture.addEventListener('error', painted);
  }
  return () => {
    done = true;
    picture?.removeEventListener('load', painted);
    picture?.removeEventListener('error', painted);
    cancelAnimationFrame(frame);
    cancelIdle?.();
  };
}
