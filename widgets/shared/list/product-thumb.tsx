import { productThumbUrl } from '../../../core/domain/cart';
import { FallbackImage } from '../fallback-image';

/** The first picture of a product, or the missing-photo text when it has none or it cannot load (storefront-shell.md §8). */
export function ProductThumb({ nmId, pics, alt, noPhoto }: { nmId: number; pics: number; alt: string; noPhoto: string }) {
  const src = productThumbUrl(nmId, pics);
  const placeholder = (
    <span className="thumb" part="thumb">
      {noPhoto}
    </span>
  );
  if (!src) return placeholder;
  return <FallbackImage className="thumb" part="thumb" src={src} alt={alt} width={72} height={96} loading="lazy" decoding="async" fallback={placeholder} />;
}
