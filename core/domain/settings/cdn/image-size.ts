/** storefront-shell.md §9 "Banners and media": image sizes, smallest first; the card's default size. */
export const IMAGE_SIZES = ['tm', 'c246x328', 'c516x688'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_CARD_IMAGE_SIZE: ImageSize = 'c516x688';

/** §9: 4g and 3g keep quality; slower connections downgrade one size. */
const KEEPS_QUALITY = ['4g', '3g'];

interface NetworkInformationLike {
  effectiveType?: string;
}

function connectionOfPage(): NetworkInformationLike | undefined {
  return (globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
}

/** The size to load on this connection: one size smaller on 2g/slow-2g; unchanged when unknown. */
export function effectiveImageSize(size: ImageSize, connection: NetworkInformationLike | undefined = connectionOfPage()): ImageSize {
  const type = connection?.effectiveType;
  if (!type || KEEPS_QUALITY.includes(type)) return size;
  return IMAGE_SIZES[Math.max(0, IMAGE_SIZES.indexOf(size) - 1)]!;
}
