/**
 * Adult and no-return subjects and return days (storefront-shell.md §7 "Static: adult subjects,
 * no-return subjects, return days by subject and hash"; §9 "adult subjects cache 24 h; return days
 * cache 1 h"; storefront-routing-wallet.md §9 "No-return locale bit positions").
 *
 * Each file is kept in local storage with the time it was read: within its cache time no call is
 * made. The return days are then revalidated by their hash (the json is fetched only when the hash
 * differs). The no-return list has no cache time in the spec: it is static data of the same kind
 * as the adult list and keeps its 24 h. A file that fails, times out or is malformed gives the
 * fallback (the stale copy if one is stored, else nothing known) and one logged error per file
 * per page. Created by a function; nothing loads until a screen asks (the cart, the card).
 */
import { atom } from 'jotai/vanilla';
import { noReturnBitOf } from '../../../contracts/no-return-locales';

export interface SubjectRules {
  adult: ReadonlySet<number>;
  /** Subject id to the bit mask of locales where it cannot be returned. */
  noReturn: Readonly<Record<number, number>>;
  returnDays: Readonly<Record<number, number>>;
}

export const EMPTY_SUBJECT_RULES: SubjectRules = { adult: new Set(), noReturn: {}, returnDays: {} };

/** What the screens show: the rules as last loaded (nothing known until then). */
export const subjectRulesAtom = atom<SubjectRules>(EMPTY_SUBJECT_RULES);

export type ReturnPolicy = { kind: 'noReturn' } | { kind: 'days'; days: number } | { kind: 'unknown' };

/** routing-wallet §9: the subject cannot be returned in the locale when its bit is set in the mask. */
export function returnPolicy(rules: SubjectRules, subjectId: number, locale: string): ReturnPolicy {
  const mask = rules.noReturn[subjectId] ?? 0;
  if (Math.floor(mask / 2 ** noReturnBitOf(locale)) % 2 === 1) return { kind: 'noReturn' };
  const days = rules.returnDays[subjectId];
  if (days === 0) return { kind: 'noReturn' };
  return days === undefined ? { kind: 'unknown' } : { kind: 'days', days };
}
