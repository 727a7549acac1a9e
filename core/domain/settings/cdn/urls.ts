import type { Language } from '../../../../contracts/locales';
import type { ImageSize } from './image-size';
import { InvalidMediaIdError, requireId, requireSlug } from './media-id';
import { fillShard } from './shards';

/**
 * storefront-shell.md §7 "Content URLs built on the client". `host` is a base from chooseHost
 * (no trailing slash); every id and path piece is checked, so no URL can climb out of its path.
 */
export const PART_DIVISOR = 1000;

/** storefront-shell.md §3 "Media helper records". */
export interface ProductImageRecord {
  nmId: number;
  viewFlags?: number;
  index: number;
}
export interface PdfInstructionRecord {
  shard: number | string;
  uuid: string;
  type_id: number;
}

/** {host}/part{n}/{id} with part = floor(id / 1000). */
export function contentBase(host: string, id: number): string {
  const checked = requireId(id);
  return `${host}/part${Math.floor(checked / PART_DIVISOR)}/${checked}`;
}

/** {host}/part{n}/{nmId}/images/{size}/{index}.webp; images are numbered from 1. */
export function productImageUrl(host: string, { nmId, index }: Pick<ProductImageRecord, 'nmId' | 'index'>, size: ImageSize): string {
  if (!Number.isSafeInteger(index) || index < 1) throw new InvalidMediaIdError('image index', index);
  return `${contentBase(host, nmId)}/images/${requireSlug(size, 'image size')}/${index}.webp`;
}

const info = (host: string, nmId: number, file: string) => `${contentBase(host, nmId)}/info/${file}`;

export const cardInfoUrl = (host: string, nmId: number, language: Language) => info(host, nmId, `${requireSlug(language, 'language')}/card.json`);
export const priceHistoryUrl = (host: string, nmId: number) => info(host, nmId, 'price-history.json');
export const sellersInfoUrl = (host: string, nmId: number) => info(host, nmId, 'sellers.json');
export const certificateUrl = (host: string, nmId: number) => info(host, nmId, 'certificate.json');
export const richContentUrl = (host: string, nmId: number) => info(host, nmId, 'ru/rich_v1.json');
/** .../info/tags/{tag}.json */
export const cardTagUrl = (host: string, nmId: number, tag: string) => info(host, nmId, `tags/${requireSlug(tag, 'tag')}.json`);
/** .../info/tags/picMap.json (the spec's "or picMap.json", read as a file beside the tags). */
export const picMapUrl = (host: string, nmId: number) => info(host, nmId, 'tags/picMap.json');

/** Feedback photo: {host}/part{n}/{photoId}/photos/{size}.webp */
export function feedbackPhotoUrl(host: string, photoId: number, size: string): string {
  return `${contentBase(host, photoId)}/photos/${requireSlug(size, 'photo size')}.webp`;
}

export type VideoFormat = 'mp4' | 'hls';
const VIDEO_FILES: Record<VideoFormat, string> = { mp4: '1.mp4', hls: 'index.m3u8' };

/** A video's file in its folder: {base}/{format}/{quality}/1.mp4 or index.m3u8. */
export function videoFile(base: string, format: VideoFormat, quality: string): string {
  if (!Object.hasOwn(VIDEO_FILES, format)) throw new InvalidMediaIdError('video format', format);
  return `${base}/${format}/${requireSlug(quality, 'video quality')}/${VIDEO_FILES[format]}`;
}

/** Product video: .../mp4/{quality}/1.mp4 or .../hls/{quality}/index.m3u8 */
export function productVideoUrl(host: string, nmId: number, format: VideoFormat, quality: string): string {
  return videoFile(contentBase(host, nmId), format, quality);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PDF instruction: {host}/{uuid}/{type_id}.pdf, the host template's "{shard}" filled from the record. */
export function pdfInstructionUrl(hostTemplate: string, { shard, uuid, type_id }: PdfInstructionRecord): string {
  if (typeof uuid !== 'string' || !UUID.test(uuid)) throw new InvalidMediaIdError('instruction uuid', uuid);
  const shardValue = typeof shard === 'string' ? requireSlug(shard, 'shard') : shard;
  return `${fillShard(hostTemplate, shardValue)}/${uuid}/${requireId(type_id, 'type_id')}.pdf`;
}
