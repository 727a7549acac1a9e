/**
 * The listing's tile size (storefront-shell.md §9 "Image sizes tm, c246x328, c516x688 ...
 * Default card size c516x688"): big tiles show c516x688 pictures, small tiles c246x328.
 */
import type { ImageSize } from '../settings';

export const CARD_SIZES = ['c516x688', 'c246x328'] as const satisfies readonly ImageSize[];
export type CardSize = (typeof CARD_SIZES)[number];

/** §9 "Default card size c516x688" (the same as core/cdn's DEFAULT_CARD_IMAGE_SIZE). */
export const DEFAULT_CARD_SIZE: CardSize = CARD_SIZES[0];

/** The picture's intrinsic size in CSS pixels (the img's width/height attributes: no shift while it loads). */
export const CARD_SIZE_PIXELS: Readonly<Record<CardSize, { width: number; height: number }>> = {
  c516x688: { width: 516, height: 688 },
  c246x328: { width: 246, height: 328 },
};

export function isCardSize(value: unknown): value is CardSize {
  return typeof value === 'string' && (CARD_SIZES as readonly string[]).includes(value);
}
