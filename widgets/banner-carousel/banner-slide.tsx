import { memo } from 'react';
import type { CreativeErrorReason, BannerState, AnalyticsParams } from '../../core/domain/banners';
import type { Banner } from '../../contracts/banners';
import type { Translate } from '../../core/platform/i18n';
import { AdMark } from './ad-mark';
import { BannerImage } from './banner-image';
import { BannerLink } from './banner-link';
import type { CreativeLayerProps } from './creative-layer';
import { CreativeLayerOnDemand } from './creative-layer-on-demand';
import { useImageShown } from './use-image-shown';
import type { VariantConfig } from './variants';

export interface SlideHandlers {
  onFollow(banner: Banner, href: string): void;
  onShown(banner: Banner): void;
  onCreativeState(banner: Banner, state: BannerState): void;
  onCreativeEnded(banner: Banner): void;
  onCreativeError(banner: Banner, reason: CreativeErrorReason): void;
  onAnalytics(banner: Banner, event: string, params: AnalyticsParams): void;
}

export interface BannerSlideProps {
  banner: Banner;
  index: number;
  count: number;
  active: boolean;
  visible: boolean;
  /** Out of view in a one-slide carousel: not reachable by Tab or the accessibility tree. */
  inert: boolean;
  /**
   * An ear (a neighbour peeking in beside the active slide of an ear carousel): its content is
   * inert and hidden from assistive technology, and a click on it brings it to the middle (onPick).
   */
  ear: boolean;
  onPick(index: number): void;
  /** Its picture is loaded (§9 "ear carousels load 2 neighbours"; always true elsewhere). */
  loadImage: boolean;
  /**
   * The page gave this banner's picture as the element's light-DOM <img> (the LCP image in the
   * HTML): it is slotted here rather than drawn a second time.
   */
  pageImage?: boolean | undefined;
  /** Within §9 "Lazy iframe init window 2 slides either side". */
  frameInWindow: boolean;
  variant: VariantConfig;
  handlers: SlideHandlers;
  t: Translate;
}

function framedBanner(banner: Banner): CreativeLayerProps['banner'] | null {
  return banner.kind !== 'image' && banner.creative ? (banner as CreativeLayerProps['banner']) : null;
}

/**
 * One APG slide: a labelled group holding the picture (as a link when safe), the creative and the
 * ad marking. Memoised: a creative's state change or an idle step re-renders the carousel, and
 * only the slides whose props changed render again.
 */
export const BannerSlide = memo(function BannerSlide({
  banner,
  index,
  count,
  active,
  visible,
  inert,
  ear,
  onPick,
  loadImage,
  pageImage,
  frameInWindow,
  variant,
  handlers,
  t,
}: BannerSlideProps) {
  const framed = framedBanner(banner);
  useImageShown(!framed && active && visible, () => handlers.onShown(banner));
  return (
    <div
      className={`slide swiper-slide${ear ? ' slide--ear' : ''}${banner.className ? ` ${banner.className}` : ''}`}
      part={ear ? 'slide ear' : 'slide'}
      role="group"
      aria-roledescription={t('bannerCarousel.slide')}
      aria-label={t('bannerCarousel.slideLabel', { index: index + 1, count })}
      aria-hidden={ear ? true : undefined}
      data-banner-id={banner.id}
      data-kind={banner.kind}
      inert={inert && !ear}
      onClick={ear ? () => onPick(index) : undefined}
    >
      <div className="slide__body" inert={ear}>
        <BannerLink banner={banner} onFollow={(href) => handlers.onFollow(banner, href)}>
          {pageImage ? <slot /> : <BannerImage banner={banner} first={index === 0} load={loadImage} variant={variant} t={t} />}
        </BannerLink>
        {framed && frameInWindow ? (
          <CreativeLayerOnDemand
            banner={framed}
            title={banner.alt || t('bannerCarousel.creative')}
            active={active}
            visible={visible}
            onState={(state) => handlers.onCreativeState(banner, state)}
            onEnded={() => handlers.onCreativeEnded(banner)}
            onError={(reason) => handlers.onCreativeError(banner, reason)}
            onShown={() => handlers.onShown(banner)}
            onAnalytics={(event, params) => handlers.onAnalytics(banner, event, params)}
          />
        ) : null}
        <AdMark banner={banner} />
      </div>
    </div>
  );
});

/**
 * §5 padding: an empty slot keeping the carousel's shape. A slide of the slider in a row of
 * several; beside a one-slide carousel's banners only a box the slider never stops on.
 */
export function PlaceholderSlide({ slide }: { slide: boolean }) {
  return <div className={slide ? 'slide slide--placeholder swiper-slide' : 'slide slide--placeholder'} part="placeholder" aria-hidden="true" inert />;
}
