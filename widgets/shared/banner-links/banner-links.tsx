import { bannerLinkAttrs } from '../../../core/domain/banners';
import type { Banner } from '../../../contracts/banners';
import { FallbackImage } from '../fallback-image';

export interface BannerLinksProps {
  banners: readonly Banner[];
  label: string;
  /** Text shown for a banner without an image (§8 "placeholder text from the missing-photo key"). */
  noPhoto: string;
  className?: string;
}

/**
 * Plain image links for the shell's banner areas (catalog menu, footer); the carousels live in
 * the banner widgets. An unsafe address gives an image without a link; texts stay text.
 */
export function BannerLinks({ banners, label, noPhoto, className }: BannerLinksProps) {
  if (banners.length === 0) return null;
  const origin = globalThis.location?.origin;
  return (
    <ul className={className ? `vt-banner-links ${className}` : 'vt-banner-links'} aria-label={label}>
      {banners.map((banner) => {
        const link = bannerLinkAttrs(banner, origin);
        const missing = <span className="vt-banner-links-missing">{banner.alt || noPhoto}</span>;
        const picture = banner.imageUrl ? <FallbackImage src={banner.imageUrl} alt={banner.alt} loading="lazy" decoding="async" fallback={missing} /> : missing;
        return (
          <li key={banner.id}>
            {link ? (
              <a href={link.href} target={link.target} rel={link.rel} data-noindex={link.noIndex ? 'true' : undefined}>
                {picture}
              </a>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
  );
}
