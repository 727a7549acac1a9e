import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The shopper's next move on `slider` (a swiper container: the carousel's `.slides`, a shelf's
 * `.vt-shelf-slider`, the gallery's `.photos`): once the §9 slide throttle (storefront-shell.md
 * §9 "Slide swiper throttle 300 ms") has let go of the previous one, which swiper shows by taking
 * moves again. A condition, never a clock: the same on a slow, loaded machine.
 */
export async function moveWhenFree(slider: Locator, move: () => Promise<void>): Promise<void> {
  await expect
    .poll(() =>
      slider.evaluate((element) => {
        const swiper = (element as HTMLElement & { swiper?: { allowSlideNext: boolean; allowSlidePrev: boolean } }).swiper;
        return swiper !== undefined && swiper.allowSlideNext && swiper.allowSlidePrev;
      }),
    )
    .toBe(true);
  await move();
}
