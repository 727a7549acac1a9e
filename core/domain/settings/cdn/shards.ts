import { requireId } from './media-id';

/**
 * storefront-shell.md §9 "Sharding": products by id/100000 into 29 groups; feedback photos 10
 * groups; video 13 groups (modulo 144 for video in CDN rules); content numbers 2-digit.
 */
export const VOL_DIVISOR = 100_000;
export const VIDEO_VOL_MODULO = 144;
export const SHARD_COUNTS = { product: 29, feedbackPhoto: 10, video: 13 } as const;

export type MediaKind = keyof typeof SHARD_COUNTS;

/** The "vol" a CDN rule reads: id/100000 (floored); for video, id modulo 144. */
export function volOf(id: number, kind: MediaKind): number {
  requireId(id);
  return kind === 'video' ? id % VIDEO_VOL_MODULO : Math.floor(id / VOL_DIVISOR);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The static shard ('01'..'29' for products) used when no CDN config answers. The spec gives only
 * the number of groups; the vol is spread over them by modulo, numbered from 01.
 */
export function shardOf(id: number, kind: MediaKind): string {
  return twoDigits((volOf(id, kind) % SHARD_COUNTS[kind]) + 1);
}

export const SHARD_PLACEHOLDER = '{shard}';

/** 'https://basket-{shard}.example' -> 'https://basket-07.example'; a template without the placeholder is kept. */
export function fillShard(template: string, shard: number | string): string {
  const value = typeof shard === 'number' ? twoDigits(requireId(shard, 'shard')) : shard;
  return template.replaceAll(SHARD_PLACEHOLDER, value);
}
