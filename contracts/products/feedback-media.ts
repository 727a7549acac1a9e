/**
 * Shoppers' photos and videos on a product (storefront-routing-wallet.md §3 "Feedback media: photo
 * id, or video with id and durationSec"; storefront-shell.md §3 "feedback video id in the form
 * part/part"). On the wire, the card detail's `feedbackMedia` list:
 *   { "photo": 123456 }  or  { "video": { "id": "37/8f2c1d", "durationSec": 75 } }
 * Entries that cannot be shown safely (bad ids, ids that would climb out of a URL path, negative or
 * non-finite durations) are dropped; the rest keep their order, each once.
 */
import { isRecord, readNumber } from '../wire';

export type FeedbackMedia = { kind: 'photo'; id: number } | { kind: 'video'; id: string; durationSec: number };

/** The strip shows a shopper's first media; a longer list is cut (the spec gives no number). */
export const FEEDBACK_MEDIA_LIMIT = 30;

/** "part/part": a whole number (it picks the video host, §9 "video 13 groups, modulo 144") and a path-safe key. */
const VIDEO_ID = /^(\d{1,15})\/([A-Za-z0-9_-]{1,64})$/;

/** The number part of a video id ("37/8f2c1d" -> 37), which the CDN's video rules shard by. */
export function feedbackVideoVol(id: string): number {
  const match = VIDEO_ID.exec(id);
  if (!match) throw new TypeError(`not a feedback video id: ${JSON.stringify(id.slice(0, 80))}`);
  return Number(match[1]);
}

/** At most 15 digits: always a safe integer. */
export const isFeedbackVideoId = (value: unknown): value is string => typeof value === 'string' && VIDEO_ID.test(value);

function readEntry(value: unknown): FeedbackMedia | undefined {
  if (!isRecord(value)) return undefined;
  if (Object.hasOwn(value, 'photo')) {
    const id = value.photo;
    return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? { kind: 'photo', id } : undefined;
  }
  if (!Object.hasOwn(value, 'video') || !isRecord(value.video)) return undefined;
  const { id } = value.video;
  const durationSec = readNumber(value.video, 'durationSec');
  if (!isFeedbackVideoId(id) || durationSec === undefined || durationSec < 0) return undefined;
  return { kind: 'video', id, durationSec };
}

/** The readable media of a `feedbackMedia` list, at most FEEDBACK_MEDIA_LIMIT; [] for anything else. */
export function readFeedbackMedia(list: unknown): FeedbackMedia[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const media: FeedbackMedia[] = [];
  for (const value of list) {
    const entry = readEntry(value);
    if (!entry) continue;
    const key = `${entry.kind}:${entry.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    media.push(entry);
    if (media.length === FEEDBACK_MEDIA_LIMIT) break;
  }
  return media;
}
