import type { Banner } from '../../core/banners/types';
import type { Translate } from '../../core/i18n';
import type { VariantConfig } from './variants';

/**
 * The banner's static picture: the LCP candidate of the first slide (fetchpriority high, eager,
 * its real width and height so the box is known before it loads). §8 "Missing banner image:
 * placeholder text from the missing-photo translation key".
 */
export function BannerImage({ banner, first, variant, t }: { banner: Banner; first: boolean; variant: VariantConfig; t: Translate }) {
  if (banner.missingImage || !banner.imageUrl) {
    return (
      <div className="missing" part="missing-image" role="img" aria-label={banner.alt || t('common.noPhoto')}>
        <span aria-hidden="true">{t('common.noPhoto')}</span>
      </div>
    );
  }
  return (
    <img
      className="image"
      part="image"
      src={banner.imageUrl}
      alt={banner.alt}
      width={banner.width ?? variant.width}
      height={banner.height ?? variant.height}
      sizes={variant.sizes}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
    />
  );
}
