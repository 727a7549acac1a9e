import { productThumbUrl } from '../../../core/domain/cart';

/** The first picture of a product, or the missing-photo text (storefront-shell.md §8). */
export function ProductThumb({ nmId, pics, alt, noPhoto }: { nmId: number; pics: number; alt: string; noPhoto: string }) {
  const src = productThumbUrl(nmId, pics);
  if (!src)
    return (
      <span className="thumb" part="thumb">
        {noPhoto}
      </span>
    );
  return <img className="thumb" part="thumb" src={src} alt={alt} width={72} height={96} loading="lazy" decoding="async" />;
}
