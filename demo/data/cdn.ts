import { createHash } from 'node:crypto';
import { MAX_VOLUME } from './products';

/**
 * storefront-shell.md §9 Sharding: products by id/100000 into 29 groups; feedback photos 10 groups;
 * video 13 groups. Hosts are absolute base URLs under the images group ({origin}/cdn/basket-NN).
 */
export const PRODUCT_HOST_GROUPS = 29;
export const FEEDBACK_HOST_GROUPS = 10;
export const VIDEO_HOST_GROUPS = 13;

export type RangeHost = { vol_range_from: number; vol_range_to: number; host: string };
export type HostGroup = { method: 'range'; hosts: RangeHost[] } | { method: 'mod'; hosts: string[] };
export type Upstreams = { origin: Record<string, HostGroup>; recommend: Record<string, HostGroup>; hash: string; timestamp: number };

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function productRanges(base: string, prefix: string): RangeHost[] {
  const per = Math.ceil(MAX_VOLUME / PRODUCT_HOST_GROUPS);
  return Array.from({ length: PRODUCT_HOST_GROUPS }, (_, i) => ({
    vol_range_from: i * per,
    vol_range_to: i === PRODUCT_HOST_GROUPS - 1 ? 99999 : (i + 1) * per - 1,
    host: `${base}/${prefix}-${two(i + 1)}`,
  }));
}

function modHosts(base: string, prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${base}/${prefix}-${two(i + 1)}`);
}

/** `imagesBase` is the absolute images group URL, e.g. http://localhost:8080/cdn. */
export function buildUpstreams(imagesBase: string, timestamp: number): Upstreams {
  const groups = (kind: 'origin' | 'recommend'): Record<string, HostGroup> => ({
    products: { method: 'range', hosts: productRanges(imagesBase, kind === 'origin' ? 'basket' : 'rbasket') },
    feedbacks: { method: 'mod', hosts: modHosts(imagesBase, kind === 'origin' ? 'feedback' : 'rfeedback', FEEDBACK_HOST_GROUPS) },
    videos: { method: 'mod', hosts: modHosts(imagesBase, kind === 'origin' ? 'video' : 'rvideo', VIDEO_HOST_GROUPS) },
  });
  const origin = groups('origin');
  const recommend = groups('recommend');
  const hash = createHash('sha1').update(JSON.stringify({ origin, recommend })).digest('hex');
  return { origin, recommend, hash, timestamp };
}
