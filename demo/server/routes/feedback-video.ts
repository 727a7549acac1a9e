import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Ctx, Deps } from '../deps';
import { notFound } from '../errors';
import { clipFor } from '../../data/feedback-media';

const VIDEOS_DIR = fileURLToPath(new URL('../../assets/videos/', import.meta.url));
/** {host}/{part}/{nmId}-{n}/mp4/360p/1.mp4 or .../preview.webp (core/domain/settings/cdn/urls.ts feedbackVideoUrl, feedbackVideoPreviewUrl). */
const FEEDBACK_VIDEO = /\/(\d+)\/(\d+)-(\d+)\/(mp4\/360p\/1\.mp4|preview\.webp)$/;
const CACHE = { 'Cache-Control': 'public, max-age=86400' };

const files = new Map<string, Promise<Buffer>>();
const read = (name: string) => {
  let file = files.get(name);
  if (!file) {
    file = readFile(VIDEOS_DIR + name);
    files.set(name, file);
  }
  return file;
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes; null when unsatisfiable, undefined when absent or not a single range. */
function byteRange(header: string | undefined, size: number): [number, number] | null | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === '' ? [size - Number(match[2]), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start < 0 || start > end || start >= size ? null : [start, end];
}

/**
 * A shopper's video or its preview (storefront-shell.md §7 "Feedback video preview"), served with
 * byte ranges as a CDN serves media (the browser's player seeks with them). Undefined when the path
 * is not a feedback video's.
 */
export async function feedbackVideo(c: Ctx, deps: Deps, path: string): Promise<Response | undefined> {
  const match = FEEDBACK_VIDEO.exec(path);
  if (!match) return undefined;
  const [, part, nm, n, file] = match;
  const product = deps.data.productById.get(Number(nm));
  const clip = product && Math.floor(product.nmId / 1000) === Number(part) ? clipFor(product, Number(n)) : undefined;
  if (!clip) throw notFound('no such feedback video');
  if (file === 'preview.webp') return c.body(new Uint8Array(await read(`${clip.file}.webp`)), 200, { 'Content-Type': 'image/webp', ...CACHE });
  const bytes = await read(`${clip.file}.mp4`);
  const headers = { 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes', ...CACHE };
  const range = byteRange(c.req.header('Range'), bytes.length);
  if (range === null) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` });
  if (range === undefined) return c.body(new Uint8Array(bytes), 200, headers);
  const [start, end] = range;
  return c.body(new Uint8Array(bytes.subarray(start, end + 1)), 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${bytes.length}` });
}
