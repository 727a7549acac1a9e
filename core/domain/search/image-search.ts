/**
 * Search by image (storefront-shell.md §1 "search with suggestions and search by image"; §2
 * "Header popups: image search"): the picture is sent to {search}/image and the shopper goes to
 * the search-by-image page /searchbyimage/{imageId} (its route in core/routes/table.ts) (route data SpaSearchByImageData, parameter
 * imageId, storefront-routing-wallet.md §2.2). **(demo)** contract: POST JSON {image: <data URL>}
 * answers {imageId}.
 */
import { isRecord, readId } from '../../../contracts/wire';
import { request } from '../../transport/http';
import { IMAGE_SEARCH_PATH } from '../../../contracts/image-search';

export const IMAGE_SEARCH_PAGE = '/searchbyimage/';
/** Pictures the service takes. */
export const IMAGE_SEARCH_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The longest side a picture is scaled down to before upload (keeps the body small on slow links). */
export const IMAGE_SEARCH_MAX_SIDE_PX = 1024;
/** The largest picture accepted from the shopper, before scaling. */
export const IMAGE_SEARCH_MAX_BYTES = 10 * 1024 * 1024;
/** The largest upload body; the demo refuses bodies over 1 MB. */
export const IMAGE_SEARCH_MAX_UPLOAD_BYTES = 900 * 1024;

export type ImageSearchErrorReason = 'type' | 'size' | 'unreadable';

export class ImageSearchError extends Error {
  override name = 'ImageSearchError';
  constructor(readonly reason: ImageSearchErrorReason) {
    super(`image search: ${reason}`);
  }
}

/** Checks the shopper's file before anything is read. */
export function checkImageFile(file: { type: string; size: number }): void {
  if (!IMAGE_SEARCH_TYPES.includes(file.type)) throw new ImageSearchError('type');
  if (file.size <= 0 || file.size > IMAGE_SEARCH_MAX_BYTES) throw new ImageSearchError('size');
}

export function imageSearchPageUrl(imageId: string): string {
  return IMAGE_SEARCH_PAGE + encodeURIComponent(imageId);
}

export function readImageId(payload: unknown): string {
  const id = isRecord(payload) ? readId(payload, 'imageId') : undefined;
  if (!id) throw new Error('no imageId in the answer');
  return id;
}

/** Uploads a data URL; resolves to the image id. Rejects with the HttpError family. */
export async function uploadSearchImage(dataUrl: string, signal?: AbortSignal): Promise<string> {
  const id = await request<string>({
    url: { group: 'search', path: IMAGE_SEARCH_PATH },
    method: 'POST',
    body: { json: { image: dataUrl } },
    parse: readImageId,
    timeout: UPLOAD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  if (id === null) throw new Error('no imageId in the answer');
  return id;
}

/** The spec names no timeout for the upload; a picture over a slow link takes longer than a data call. */
export const UPLOAD_TIMEOUT_MS = 30_000;

/**
 * The picture as a JPEG data URL no larger than IMAGE_SEARCH_MAX_SIDE_PX (browser only: canvas).
 * ImageSearchError for a file that is not a picture we take, too big, or does not decode.
 */
export async function prepareImage(file: File): Promise<string> {
  checkImageFile(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageSearchError('unreadable');
  }
  const scale = Math.min(1, IMAGE_SEARCH_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ImageSearchError('unreadable');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  if (dataUrl.length > IMAGE_SEARCH_MAX_UPLOAD_BYTES) throw new ImageSearchError('size');
  return dataUrl;
}

const JPEG_QUALITY = 0.85;
