import { CARD_SIZE_PIXELS, productImageSources, type CardSize } from '../../core/domain/catalog';
import { FallbackImage } from '../shared/fallback-image';

/**
 * The first picture through the CDN URL builder, in the shopper's tile size (storefront-shell.md
 * §9 "Image sizes tm, c246x328, c516x688; downgraded on slow connections": the builder downgrades),
 * with that size's width and height so the box is known before it loads; no picture, no host or a
 * load that fails on every host shows the placeholder with common.noPhoto (§8 "Image load failure ... mark placeholder").
 */
export function TileImage({
  nmId,
  pics,
  size,
  eager,
  blurred,
  noPhoto,
}: {
  nmId: number;
  pics: number;
  size: CardSize;
  eager: boolean;
  blurred: boolean;
  noPhoto: string;
}) {
  const [src, ...alternates] = productImageSources(nmId, Math.min(pics, 1), size)[0] ?? [];
  const { width, height } = CARD_SIZE_PIXELS[size];
  // Inside the tile's link: the link's name stays the product's name.
  const placeholder = (
    <span className="tile-placeholder" part="tile-placeholder" aria-hidden="true">
      {noPhoto}
    </span>
  );
  return (
    <span className={blurred ? 'tile-image tile-image--blurred' : 'tile-image'} part="tile-image">
      {src ? (
        <FallbackImage
          src={src}
          alternates={alternates}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fallback={placeholder}
        />
      ) : (
        placeholder
      )}
    </span>
  );
}
