import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { sendBannerPixel, LAZY_IFRAME_INIT_RADIUS, lazyInitOrder, lazyInitWindow, isPlaceholder, isCarouselRange } from '../../core/domain/banners';
import { bannerLocationId } from '../../contracts/banners';
import type { BannerState } from '../../core/domain/banners';
import type { Banner } from '../../contracts/banners';
import { warnOnce } from '../../core/platform/console';
import { emit } from '../../core/platform/dom';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { useSlider } from '../shared/slider/use-slider';
import { BannerSlide, PlaceholderSlide, type SlideHandlers } from './banner-slide';
import { CarouselControls } from './carousel-controls';
import { useBannerItems } from './use-banner-items';
import { useIdle, useIdleSteps } from './use-idle';
import { useLatest } from './use-latest';
import { usePageImage } from './use-page-image';
import { useRotation } from './use-rotation';
import { useVisible } from './use-visible';
import { carouselSlider, showsOneSlide, variantConfig } from './variants';
import './events';

export interface BannerCarouselProps {
  /** The banner area: a location slug ("home-main", "search") or id (core/banners/codes.ts). Default home-main. */
  location?: string;
  /** main | mini | new | ear | strip | small | vertical (variants.ts). Default main. */
  variant?: string;
  /** Which sort range of the area (§5): first | second | supplier | all. Default first. */
  range?: string;
  menuId?: number;
  brandId?: number;
  /** No automatic rotation. */
  noAutoplay?: boolean;
  /** The carousel's accessible name. */
  label?: string;
}

const DEFAULT_LOCATION = 'home-main';
/** Video states in which the video holds its slide (§4 "When the video ends the slide changes"). */
const HOLDING_STATES: ReadonlySet<BannerState> = new Set(['VIDEO_INIT_START', 'VIDEO_STARTED', 'VIDEO_PAUSED', 'VIDEO_RESUMED']);
/** §9 "Lazy iframe init window 2 slides either side (5 total)": the creatives started one per idle period at first. */
const LAZY_IFRAME_INIT_SIZE = LAZY_IFRAME_INIT_RADIUS * 2 + 1;

/**
 * storefront-shell.md §2 banner areas, §4 iframe banner lifecycle, §5 sort ranges and padding,
 * §7 banners service and postMessage protocol, §8 fallbacks, §9 "Banners and media"; the
 * WAI-ARIA APG carousel pattern.
 */
export function BannerCarousel(props: BannerCarouselProps & ElementHostProps) {
  const { variant, range, menuId, brandId, noAutoplay, label, container } = props;
  const t = useT();
  const host = container.host as HTMLElement;
  const locationText = props.location ?? DEFAULT_LOCATION;
  const location = bannerLocationId(locationText);
  useEffect(() => {
    if (location === undefined) warnOnce(`<vt-banner-carousel> unknown location "${locationText}": nothing is shown`);
  }, [location, locationText]);
  const config = variantConfig(variant);
  const loaded = useBannerItems({
    location: location ?? -1,
    range: isCarouselRange(range) ? range : 'first',
    menuId,
    brandId,
  });
  // The slides render as a transition: React yields between them, so no long task blocks input
  // while the page's own picture (the light-DOM LCP image) is already on screen.
  const { ready, items } = useDeferredValue(loaded);

  const [creativeStates, setCreativeStates] = useState<ReadonlyMap<string, BannerState>>(new Map());
  const framesStarted = useRef(new Set<string>());
  const imagesLoaded = useRef(new Set<string>());
  const shownIds = useRef(new Set<string>());
  const slidesId = useId();
  const visible = useVisible(host, config.kind);

  // The creatives start from the first idle moment on, one per idle period.
  const idle = useIdle();
  const frameSteps = useIdleSteps(idle && ready && items.length > 0, LAZY_IFRAME_INIT_SIZE);
  const single = showsOneSlide(config);
  // One slide at a time, a placeholder is never shown on its own: moving wraps round the real
  // banners (the placeholders are no slides of the slider, only boxes after them).
  const realCount = items.filter((item) => !isPlaceholder(item)).length;
  const rotates = !noAutoplay && realCount > 1;
  const rotation = useRotation({ enabled: rotates });
  // swiper moves the slides (shared/slider): fetched once the first slide has painted from the HTML.
  const options = carouselSlider(config, rotates);
  const slider = useSlider({ start: ready && items.length > 0, slides: items, count: single ? realCount : items.length, ...options });
  const active = slider.state.index;
  const latestActive = useLatest(active);
  const { next, previous, slideTo: pick, advance, rotate } = slider;
  useEffect(() => rotate(rotation.rotating), [rotate, rotation.rotating]);
  const { pause, resume } = rotation;

  const pageImage = usePageImage(host, items[0]);
  const activeItem = items[active];
  const activeState = activeItem && !isPlaceholder(activeItem) ? creativeStates.get(activeItem.id) : undefined;
  useEffect(() => {
    if (activeState && HOLDING_STATES.has(activeState)) pause('video');
    else resume('video');
  }, [activeState, pause, resume]);

  useEffect(() => {
    host.dataset.state = !ready ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  }, [host, ready, items.length]);

  const detail = useCallback((banner: Banner) => ({ bannerId: banner.id, location: location ?? -1, kind: banner.kind }), [location]);
  const isActive = useCallback(
    (banner: Banner) => latestActive.current === items.findIndex((item) => !isPlaceholder(item) && item.id === banner.id),
    [items, latestActive],
  );

  const handlers = useMemo<SlideHandlers>(
    () => ({
      onFollow: (banner, href) => emit(host, 'vt-banner-click', { ...detail(banner), href }),
      onShown: (banner) => {
        if (shownIds.current.has(banner.id)) return;
        shownIds.current.add(banner.id);
        sendBannerPixel(banner.id, banner.pixelUrl);
        emit(host, 'vt-banner-shown', detail(banner));
      },
      onCreativeState: (banner, state) => setCreativeStates((states) => new Map(states).set(banner.id, state)),
      // §4 "When the video ends the slide changes"; a video that does not start is an error and the carousel advances.
      onCreativeEnded: (banner) => {
        if (isActive(banner)) advance();
      },
      onCreativeError: (banner, reason) => {
        emit(host, 'vt-banner-error', { ...detail(banner), reason });
        if (reason === 'startTimeout' && isActive(banner)) advance();
      },
      onAnalytics: (banner, event, params) => emit(host, 'vt-banner-analytics', { ...detail(banner), event, params }),
    }),
    [host, detail, isActive, advance],
  );

  if (!ready) {
    // The page's own light-DOM picture (the LCP image) stays in place until the banners arrive.
    return (
      <section className="carousel carousel--loading" part="carousel" aria-busy="true" aria-label={label || t('bannerCarousel.label')}>
        <slot />
      </section>
    );
  }
  if (items.length === 0) return null;

  // The creatives of the window, nearest first; at first one more per idle period (none while
  // the first picture paints), then all of the window at once as the shopper moves.
  const frameBudget = frameSteps >= LAZY_IFRAME_INIT_SIZE ? Infinity : frameSteps;
  for (const index of lazyInitOrder(active, items.length)) {
    const item = items[index];
    if (framesStarted.current.size >= frameBudget) break;
    if (item && !isPlaceholder(item) && item.kind !== 'image') framesStarted.current.add(item.id);
  }
  const imageWindow =
    config.loadNeighbours === undefined ? null : new Set(lazyInitWindow(active, items.length, { loop: false, radius: config.loadNeighbours }));

  return (
    <section
      ref={slider.scope}
      className="carousel"
      part="carousel"
      aria-roledescription={t('bannerCarousel.carousel')}
      aria-label={label || t('bannerCarousel.label')}
      style={{ '--slides-gap': `${options.gapPx ?? 0}px` } as CSSProperties}
      onPointerEnter={() => rotation.pause('hover')}
      onPointerLeave={() => rotation.resume('hover')}
      onFocus={() => rotation.pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotation.resume('focus');
      }}
    >
      {realCount > 1 ? (
        <CarouselControls
          slidesId={slidesId}
          rotating={rotation.rotating}
          userStopped={rotation.userStopped}
          showRotation={!noAutoplay}
          onToggleRotation={rotation.toggle}
          onPrevious={previous}
          onNext={next}
          t={t}
        />
      ) : null}
      {/* The slider's box keeps one class list: swiper adds its own classes to it. */}
      <div className="slides swiper" id={slidesId} ref={slider.container} aria-live={rotation.rotating ? 'off' : 'polite'}>
        <div className="slides__track swiper-wrapper">
          {items.map((item, index) => {
            if (isPlaceholder(item)) return <PlaceholderSlide key={item.key} slide={!single} />;
            if (!imageWindow || imageWindow.has(index)) imagesLoaded.current.add(item.id);
            const ear = config.centered === true && index !== active;
            return (
              <BannerSlide
                key={item.id}
                banner={item}
                index={index}
                count={realCount}
                active={index === active}
                visible={visible}
                inert={single && index !== active}
                ear={ear}
                onPick={pick}
                loadImage={imagesLoaded.current.has(item.id)}
                pageImage={index === 0 && pageImage}
                frameInWindow={framesStarted.current.has(item.id)}
                variant={config}
                handlers={handlers}
                t={t}
              />
            );
          })}
        </div>
      </div>
    </section>
  );
}
