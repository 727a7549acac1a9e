/**
 * SpaMyFeedbacksData and writing a review (storefront-routing-wallet.md §2.2 "my feedbacks"; the
 * payloads are not shown: **(demo)** shapes in demo/API.md "Account pages"). A malformed entry
 * is dropped, never thrown.
 */
import { isRecord, readId, readInteger, readString } from '../wire';
import { listOf, present, readBoughtItem, readDateMs, type BoughtItem } from './bought';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN } from './rules';

/** POST {rid, stars, text} -> {state: 0, value: {feedback}}. */
export const MY_FEEDBACKS_PATH = '/webapi/lk/feedbacks';

export interface MyFeedback {
  id: string;
  item: BoughtItem;
  /** 1–5. */
  stars: number;
  text: string;
  dateMs: number;
}

export interface MyFeedbacksPage {
  feedbacks: MyFeedback[];
  /** Bought items still waiting for a review. */
  waiting: BoughtItem[];
}

export const validStars = (stars: unknown): stars is number =>
  typeof stars === 'number' && Number.isInteger(stars) && stars >= REVIEW_STARS_MIN && stars <= REVIEW_STARS_MAX;

/** {id, item, stars, text, date}; null when the id, the item or the 1–5 stars are missing. */
export function reshapeMyFeedback(raw: unknown): MyFeedback | null {
  if (!isRecord(raw) || !isRecord(raw.item)) return null;
  const id = readId(raw, 'id');
  const item = readBoughtItem(raw.item);
  const stars = readInteger(raw, 'stars');
  if (id === undefined || item === null || !validStars(stars)) return null;
  return { id, item, stars, text: readString(raw, 'text') ?? '', dateMs: readDateMs(raw, 'date') };
}

/** SpaMyFeedbacksData {feedbacks, waiting}. */
export function reshapeMyFeedbacksPage(payload: unknown): MyFeedbacksPage {
  return {
    feedbacks: listOf(payload, 'feedbacks').map(reshapeMyFeedback).filter(present),
    waiting: listOf(payload, 'waiting').map(readBoughtItem).filter(present),
  };
}

export function reshapeWrittenFeedback(payload: unknown): MyFeedback {
  const value = isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
  const feedback = isRecord(value) ? reshapeMyFeedback(value.feedback) : null;
  if (!feedback) throw new TypeError('feedback answer has no feedback');
  return feedback;
}
