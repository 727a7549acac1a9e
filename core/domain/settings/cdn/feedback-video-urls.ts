/**
 * Buyers' video addresses: apart from urls.ts, so the pictures' addresses every list uses do not
 * carry the video id check only the product card needs.
 */
import { isFeedbackVideoId } from '../../../../contracts/products';
import { InvalidMediaIdError } from './media-id';
import { videoFile, type VideoFormat } from './urls';

/** A feedback video's folder: {host}/{part}/{part} (storefront-shell.md §3 "feedback video id in the form part/part"). */
function feedbackVideoBase(host: string, videoId: string): string {
  if (!isFeedbackVideoId(videoId)) throw new InvalidMediaIdError('feedback video id', videoId);
  return `${host}/${videoId}`;
}

/** Feedback video: {host}/{part}/{part}/mp4/{quality}/1.mp4 (or hls/{quality}/index.m3u8), the product video's file names. */
export function feedbackVideoUrl(host: string, videoId: string, format: VideoFormat, quality: string): string {
  return videoFile(feedbackVideoBase(host, videoId), format, quality);
}

/** §7 "Feedback video preview" (its path is not shown): {host}/{part}/{part}/preview.webp. */
export function feedbackVideoPreviewUrl(host: string, videoId: string): string {
  return `${feedbackVideoBase(host, videoId)}/preview.webp`;
}
