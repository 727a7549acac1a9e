import type { ProductRecord } from './products';

/**
 * Shoppers' photos and videos on the demo's products (routing-wallet §3 "Feedback media: photo id,
 * or video with id and durationSec"). Deterministic: a product with feedbacks whose number divides
 * by PHOTOS_EVERY has photos; one dividing by VIDEOS_EVERY also has videos, played from the clips
 * in demo/assets/videos (durations are the files' own).
 */
export const PHOTOS_EVERY = 3;
export const VIDEOS_EVERY = 6;
export const DEMO_CLIPS = [
  { file: 'gradients', durationSec: 8 },
  { file: 'mandelbrot', durationSec: 12 },
  { file: 'test-pattern', durationSec: 5 },
] as const;
export type DemoClip = (typeof DEMO_CLIPS)[number];

export type FeedbackMediaWire = { photo: number } | { video: { id: string; durationSec: number } };

/** "{part}/{nmId}-{n}": the id's first part is the product's thousand (it picks the video host, §9 modulo 144). */
export const feedbackVideoId = (nmId: number, n: number): string => `${Math.floor(nmId / 1000)}/${nmId}-${n}`;

const photoCount = (product: ProductRecord) => (product.feedbacks > 0 && product.nmId % PHOTOS_EVERY === 0 ? 1 + (product.nmId % 5) : 0);
const videoCount = (product: ProductRecord) =>
  product.feedbacks > 0 && product.nmId % VIDEOS_EVERY === 0 ? 1 + (Math.floor(product.nmId / VIDEOS_EVERY) % 2) : 0;

/** The clip a product's n-th video plays (n from 1); undefined when the product has no such video. */
export function clipFor(product: ProductRecord, n: number): DemoClip | undefined {
  if (!Number.isSafeInteger(n) || n < 1 || n > videoCount(product)) return undefined;
  return DEMO_CLIPS[(product.nmId + n) % DEMO_CLIPS.length];
}

/**
 * The product's `feedbackMedia` list: videos first, then photos. A photo id shows the product
 * itself (the picture server draws products[photoId % count], so the id is index + k * count).
 */
export function feedbackMediaFor(product: ProductRecord, index: number, productCount: number): FeedbackMediaWire[] {
  const videos = Array.from({ length: videoCount(product) }, (_, i) => ({
    video: { id: feedbackVideoId(product.nmId, i + 1), durationSec: clipFor(product, i + 1)!.durationSec },
  }));
  const photos = Array.from({ length: photoCount(product) }, (_, i) => ({ photo: index + (i + 1) * productCount }));
  return [...videos, ...photos];
}
