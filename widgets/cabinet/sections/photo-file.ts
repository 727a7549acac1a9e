import { C2C_PHOTO_MAX_BYTES, C2C_STORED_PHOTO_MAX_BYTES } from '../../../contracts/cabinet';

/** **(demo)** the longer side of a photo as stored: enough for an ad, small enough to send. */
const MAX_SIDE_PX = 1600;
const QUALITIES = [0.85, 0.75, 0.6, 0.45] as const;
const ACCEPTED = /^image\/(jpeg|png|webp|gif|avif|heic|heif|bmp)$/i;

export type PhotoProblem = 'photoType' | 'photoSize';

export class PhotoRefused extends Error {
  override name = 'PhotoRefused';
  constructor(readonly problem: PhotoProblem) {
    super(problem);
  }
}

/** What is wrong with a chosen file before it is read: not a picture, or over the size limit. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!ACCEPTED.test(file.type)) return 'photoType';
  if (file.size > C2C_PHOTO_MAX_BYTES) return 'photoSize';
  return null;
}

const dataUrlBytes = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

/**
 * A chosen picture as the JPEG data URL the ad stores: decoded (a file that does not decode is
 * not a picture), scaled so its longer side is at most 1600 px, and compressed until it fits the
 * stored size. Rejects with PhotoRefused.
 */
export async function preparePhoto(file: File): Promise<string> {
  const problem = photoFileProblem(file);
  if (problem) throw new PhotoRefused(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoRefused('photoType');
  }
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoRefused('photoType');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(url) <= C2C_STORED_PHOTO_MAX_BYTES) return url;
  }
  throw new PhotoRefused('photoSize');
}
