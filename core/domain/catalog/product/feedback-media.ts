import { feedbackVideoVol } from '../../../../contracts/products';
import { cdnConfigAtom, contentHosts, feedbackPhotoUrl, feedbackVideoPreviewUrl, feedbackVideoUrl, type MediaKind } from '../../settings';
import { serviceUrl } from '../../../transport/services';
import { getStore } from '../../../platform/store';

/** Feedback photo sizes: the strip's thumbnail and the opened photo (the spec names no sizes; the demo serves these). */
export const FEEDBACK_THUMB_SIZE = 'tm';
export const FEEDBACK_PHOTO_SIZE = 'fs';
/** The quality folder of a feedback video's mp4 (".../mp4/{quality}/1.mp4", storefront-shell.md §7). */
export const FEEDBACK_VIDEO_QUALITY = '360p';

/** Every host for a feedback medium, best first (§9 "Sharding": feedback photos 10 groups, video 13 groups, modulo 144). */
function hostsFor(id: number, kind: MediaKind): string[] {
  try {
    return contentHosts(getStore().get(cdnConfigAtom), id, { kind, reserveHost: serviceUrl('images') });
  } catch {
    return [];
  }
}

/** Each URL on every host, best first; [] when an id is unusable (the caller shows its placeholder). */
function onEveryHost(hosts: string[], url: (host: string) => string): string[] {
  try {
    return hosts.map(url);
  } catch {
    return [];
  }
}

/** A shopper's photo at a size (§7 "Feedback photos .../photos/{size}.webp"). */
export function feedbackPhotoSources(photoId: number, size: string): string[] {
  return onEveryHost(hostsFor(photoId, 'feedbackPhoto'), (host) => feedbackPhotoUrl(host, photoId, size));
}

export interface FeedbackVideoSources {
  /** The preview picture on every host (§7 "Feedback video preview"). */
  poster: string[];
  /** The mp4 file on every host. */
  mp4: string[];
}

/** A shopper's video: its preview and its mp4 file, on every host of its shard. */
export function feedbackVideoSources(videoId: string): FeedbackVideoSources {
  let vol: number;
  try {
    vol = feedbackVideoVol(videoId);
  } catch {
    return { poster: [], mp4: [] };
  }
  const hosts = hostsFor(vol, 'video');
  return {
    poster: onEveryHost(hosts, (host) => feedbackVideoPreviewUrl(host, videoId)),
    mp4: onEveryHost(hosts, (host) => feedbackVideoUrl(host, videoId, 'mp4', FEEDBACK_VIDEO_QUALITY)),
  };
}
