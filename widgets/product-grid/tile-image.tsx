import { useState } from 'react';
import { productImageUrls } from '../../core/product/images';

/** §7 tile picture size (§9 "Image sizes tm, c246x328, c516x688"). */
export const TILE_IMAGE_SIZE = 'c246x328';
const TILE_IMAGE_WIDTH = 246;
const TILE_IMAGE_HEIGHT = 328;

/**
 * The first picture through the CDN URL builder; no picture, no host or a failed load shows the
 * placeholder with common.noPhoto (storefront-shell.md §8 "Image load failure ... mark placeholder").
 */
export function TileImage({ nmId, pics, eager, blurred, noPhoto }: { nmId: number; pics: number; eager: boolean; blurred: boolean; noPhoto: string }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : productImageUrls(nmId, Math.min(pics, 1), TILE_IMAGE_SIZE)[0];
  return (
    <span className={blurred ? 'tile-image tile-image--blurred' : 'tile-image'} part="tile-image">
      {src ? (
        <img
          src={src}
          alt=""
          width={TILE_IMAGE_WIDTH}
          height={TILE_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        // Inside the tile's link: the link's name stays the product's name.
        <span className="tile-placeholder" part="tile-placeholder" aria-hidden="true">{noPhoto}</span>
      )}
    </span>
  );
}
