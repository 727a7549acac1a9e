import { bannerPicture } from '../../core/domain/banners';
import type { Banner } from '../../contracts/banners';
import type { Translate } from '../../core/platform/i18n';
import type { VariantConfig } from './variants';

/**
 * The banner's static picture: the LCP candidate of the first slide (fetchpriority high, eager,
 * its real width and height so the box is known before it loads), with the §9 image sizes as its
 * srcset and the slide's width as `sizes` (core/banners/picture.ts). §8 "Missing banner image:
 * placeholder text from the missing-photo translation key". `load` false (an ear carousel's
 * slide further than 2 neighbours away) keeps the box without fetching anything.
 */
export function BannerImage({ banner, first, load, variant, t }: { banner: Banner; first: boolean; load: boolean; variant: VariantConfig; t: Translate }) {
  if (banner.missingImage || !banner.imageUrl) {
    return (
      <div className="missing" part="missing-image" role="img" aria-label={banner.alt || t('common.noPhoto')}>
        <span aria-hidden="true">{t('common.noPhoto')}</span>
      </div>
    );
  }
  // Only ever a slide out of view (ears are hidden from assistive technology): the box is enough.
  if (!load) return <div className="image image--pending" part="image-pending" />;
  const width = banner.width ?? variant.width;
  const picture = bannerPicture({ imageUrl: banner.imageUrl, width });
  return (
    <img
      className="image"
      part="image"
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={variant.sizes}
      alt={banner.alt}
      width={width}
      height={banner.height ?? variant.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
    />
  );
}
