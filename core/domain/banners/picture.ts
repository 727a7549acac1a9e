/**
 * A banner's picture as an <img> (or an image preload) asks for it: storefront-shell.md §9
 * "Banners and media": "Image sizes tm, c246x328, c516x688; downgraded on slow connections
 * (4g/3g keep quality)".
 *
 * The kit's images service keeps a banner at {images}/banners/{file} and, for each named size,
 * a copy {images}/banners/{size}/{file} of that width (the banner's own proportions: a banner is
 * scaled, never cropped to the product sizes' 3:4). The srcset offers the sizes whose width the
 * name gives (c246x328 -> 246w, c516x688 -> 516w; tm names no width and is too small for a banner)
 * and the original at its own width; `sizes` tells the browser how wide the slide is shown. On a
 * slow connection the largest size is the one the connection keeps (effectiveImageSize) and the
 * original is left out. A picture from anywhere else is used as it is: only our CDN has the copies.
 */
import { IMAGE_SIZES, effectiveImageSize, type ImageSize } from '../settings';
import { hasService, serviceUrl } from '../../transport/services';

/** The largest named size, the one a fast connection may use before the original. */
const LARGEST_SIZE: ImageSize = IMAGE_SIZES[IMAGE_SIZES.length - 1]!;
/** "c{width}x{height}": the sizes whose name gives their width. */
const SIZE_WITH_WIDTH = /^c(\d+)x\d+$/;
/** {images}/banners/{file}: one path piece, so the copies sit in the same folder tree. */
const BANNER_FILE = /^\/banners\/([A-Za-z0-9._-]+\.(?:webp|jpe?g|png|avif))$/;

export interface BannerPictureInput {
  imageUrl: string;
  /** The original's width in pixels, when known (the banner's or the variant's). */
  width?: number | undefined;
}

export interface BannerPicture {
  src: string;
  /** Absent when there is a single candidate. */
  srcSet?: string;
}

interface Connection {
  effectiveType?: string;
}

/** The width a named size gives, or undefined (tm). */
export function sizeWidth(size: ImageSize): number | undefined {
  const match = SIZE_WITH_WIDTH.exec(size);
  return match ? Number(match[1]) : undefined;
}

/** The file name of a picture served by our images service, or null for any other address. */
function bannerFileOnImagesService(imageUrl: string): { base: string; file: string } | null {
  if (!hasService('images')) return null;
  const base = serviceUrl('images');
  if (!imageUrl.startsWith(`${base}/`)) return null;
  const rest = imageUrl.slice(base.length);
  const match = BANNER_FILE.exec(rest);
  return match ? { base, file: match[1]! } : null;
}

/** {images}/banners/{size}/{file}. */
export function bannerSizeUrl(base: string, file: string, size: ImageSize): string {
  return `${base}/banners/${size}/${file}`;
}

/**
 * The src and srcset of a banner picture. The src is what a browser without srcset support
 * loads: the original on a fast connection, the kept size on a slow one.
 */
export function bannerPicture({ imageUrl, width }: BannerPictureInput, connection?: Connection): BannerPicture {
  const found = bannerFileOnImagesService(imageUrl);
  if (!found) return { src: imageUrl };
  // Without a connection given, effectiveImageSize reads the page's own (navigator.connection).
  const kept = effectiveImageSize(LARGEST_SIZE, connection);
  const downgraded = kept !== LARGEST_SIZE;
  // Without the original's width it cannot be placed among the candidates: it is the one picture.
  if (!downgraded && width === undefined) return { src: imageUrl };
  const candidates: Array<{ url: string; width: number }> = [];
  for (const size of IMAGE_SIZES.slice(0, IMAGE_SIZES.indexOf(kept) + 1)) {
    const sizeWidthPx = sizeWidth(size);
    // A copy at least as wide as the original adds nothing.
    if (sizeWidthPx === undefined || (width !== undefined && sizeWidthPx >= width)) continue;
    candidates.push({ url: bannerSizeUrl(found.base, found.file, size), width: sizeWidthPx });
  }
  if (!downgraded && width !== undefined) candidates.push({ url: imageUrl, width });
  const src = downgraded ? (candidates.at(-1)?.url ?? imageUrl) : imageUrl;
  if (candidates.length < 2) return { src };
  return { src, srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ') };
}
