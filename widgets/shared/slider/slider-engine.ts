/**
 * The slider engine: swiper (DESIGN.md "The packages": swiper runs every carousel and slider) with
 * its a11y, keyboard and autoplay modules, and its CSS. Loaded on demand (slider.ts) once a
 * slider's first slide has painted from the HTML, in a chunk shared by every element with one.
 *
 * Inside a shadow root swiper is given element references, never selectors (swiper looks selectors
 * up in the document, which cannot see into a shadow root): the container element itself, its
 * wrapper and slides found under it by class. No module that writes markup is used (navigation,
 * pagination, virtual, manipulation): swiper's innerHTML helper makes a Trusted Types policy on
 * every call, which a page with `trusted-types vitrina` refuses. The a11y module's only such call
 * announces navigation and pagination button presses, neither of which exists here; slides and
 * controls are the elements' own markup.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
// swiper's own stylesheet as text (types/assets.d.ts); the build leaves out its `:host` rule
// (tools/rollup/css-inline.mjs). The import resolver finds swiper's swiper.css.d.ts, written for
// the plain CSS import, which has no default export.
// eslint-disable-next-line import-x/default
import swiperCss from 'swiper/swiper.css?inline';
import { createMoveThrottle } from './move-throttle';
import type { Slider, SliderOptions, SliderState } from './slider';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The key codes swiper's keyboard module reports (keyPress) for the arrows that move a horizontal slider. */
const ARROW_LEFT = 37;
const ARROW_RIGHT = 39;

let sheet: CSSStyleSheet | undefined;

/**
 * Adopts swiper's stylesheet (one constructed sheet for every slider of the page) into a shadow
 * root, or the host page's document, before a slider starts there, first in the cascade: the
 * element's own sheets, adopted when it was defined, win every tie (slide widths, heights). Never
 * a <style> or <link> in the page head, so a strict style-src is no obstacle.
 */
export function adoptSliderStyles(root: ShadowRoot | Document): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(swiperCss);
  }
  if (root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
}

/** swiper's parameters for a slider (exported for its unit test: the spec's figures reach swiper). */
export function swiperParams(options: Omit<SliderOptions, 'onChange' | 'keyboardScope'>, reducedMotion: boolean): SwiperOptions {
  return {
    modules: [A11y, Autoplay, Keyboard],
    init: false,
    speed: reducedMotion ? 0 : options.speedMs,
    // Each slide's size is the element's CSS (one slide's width, a card's width): laid out the same before the engine starts.
    slidesPerView: 'auto',
    spaceBetween: options.gapPx ?? 0,
    centeredSlides: options.centered ?? false,
    rewind: options.rewind ?? false,
    cssMode: options.nativeScroll ?? false,
    initialSlide: options.initialIndex ?? 0,
    watchSlidesProgress: options.multiple ?? false,
    // A row of cards moves by as many as are fully in view.
    slidesPerGroupAuto: options.paged ?? false,
    // The elements label their regions, slides and controls themselves, translated (and a shelf's
    // slides stay list items); the module keeps focus and slides in step (a focused slide is brought in).
    a11y: {
      enabled: true,
      containerMessage: null,
      containerRoleDescriptionMessage: null,
      containerRole: null,
      itemRoleDescriptionMessage: null,
      slideRole: '',
      slideLabelMessage: '',
      wrapperLiveRegion: false,
      scrollOnFocus: true,
    },
    // Enabled while focus is inside the slider's region (createSlider); Page Up and Down keep scrolling the page.
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    // Started and stopped by the element (rotate()): hover, focus, the rotation control and a playing video hold it.
    autoplay: {
      enabled: false,
      delay: options.autoplayMs ?? 0,
      disableOnInteraction: false,
      pauseOnMouseEnter: false,
      // The hold starts as the slide starts to move (storefront-shell.md §9 "slide hold"), also for a jump (no transition end).
      waitForTransition: false,
    },
  };
}

/** Starts swiper on `container` (an element whose child `.swiper-wrapper` holds the `.swiper-slide` elements). */
export function createSlider(container: HTMLElement, options: SliderOptions): Slider {
  const root = container.getRootNode();
  adoptSliderStyles(root instanceof ShadowRoot ? root : document);
  const motion = matchMedia(REDUCED_MOTION);
  const swiper = new Swiper(container, swiperParams(options, motion.matches));
  let rotating = false;

  const state = (): SliderState => ({ index: swiper.activeIndex, atStart: swiper.isBeginning, atEnd: swiper.isEnd });
  const report = () => options.onChange(state());
  const throttle = createMoveThrottle({
    lock: () => {
      swiper.allowSlideNext = false;
      swiper.allowSlidePrev = false;
    },
    unlock: () => {
      swiper.allowSlideNext = !swiper.isLocked;
      swiper.allowSlidePrev = !swiper.isLocked;
    },
  });

  // Started on its first slide (or the one the shopper moved to before the engine arrived): that is
  // no move, so the handlers come after.
  swiper.init();
  // §9 slide throttle: a slide change starts the window. In a natively scrolled row the scroll
  // passes from slide to slide as it goes: there only the moves made for the shopper (the buttons,
  // the arrow keys) start it.
  const native = options.nativeScroll === true;
  const moved = (move: () => boolean) => {
    if (move() && native) throttle.moved();
  };
  if (native) {
    // swiper's types say a string; the module passes the key code as a number.
    swiper.on('keyPress', (_swiper, key) => {
      if (Number(key) === ARROW_LEFT || Number(key) === ARROW_RIGHT) throttle.moved();
    });
  }
  swiper.on('slideChange', () => {
    if (!native) throttle.moved();
    // Every slide change, by any means, starts a full hold (storefront-shell.md §9 "slide hold").
    if (rotating && swiper.autoplay.running) {
      swiper.autoplay.stop();
      swiper.autoplay.start();
    }
    report();
  });
  swiper.on('reachBeginning reachEnd fromEdge lock unlock', report);

  const onMotion = () => {
    swiper.params.speed = motion.matches ? 0 : options.speedMs;
  };
  motion.addEventListener('change', onMotion);

  // The arrow keys belong to the slider only while focus is in its region (the size picker's radio
  // group beside a gallery keeps its own arrows).
  const scope = options.keyboardScope;
  const onFocusIn = () => swiper.keyboard.enable();
  const onFocusOut = (event: FocusEvent) => {
    if (!scope?.contains(event.relatedTarget as Node | null)) swiper.keyboard.disable();
  };
  scope?.addEventListener('focusin', onFocusIn);
  scope?.addEventListener('focusout', onFocusOut);

  if (scope?.matches(':focus-within')) swiper.keyboard.enable();

  return {
    get state() {
      return state();
    },
    next: () => moved(() => swiper.slideNext()),
    previous: () => moved(() => swiper.slidePrev()),
    slideTo: (index) => moved(() => swiper.slideTo(index)),
    advance: () => throttle.bypass(() => swiper.slideNext()),
    rotate(on) {
      rotating = on && (options.autoplayMs ?? 0) > 0;
      if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
      else if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
    },
    update: () => throttle.bypass(() => swiper.update()),
    destroy() {
      throttle.dispose();
      motion.removeEventListener('change', onMotion);
      scope?.removeEventListener('focusin', onFocusIn);
      scope?.removeEventListener('focusout', onFocusOut);
      swiper.destroy(true, true);
    },
  };
}
