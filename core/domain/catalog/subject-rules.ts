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
import {
  ADULT_SUBJECTS_PATH,
  NO_RETURN_SUBJECTS_PATH,
  RETURN_DAYS_HASH_PATH,
  RETURN_DAYS_PATH,
  noReturnBitOf,
  reshapeAdultSubjects,
  reshapeNoReturnSubjects,
  reshapeReturnDays,
} from '../../../contracts/subject-rules';
import { request } from '../../transport/http';
import { logException } from '../../transport/logging';
import { persistedValue } from '../../platform/storage';
import { getStore } from '../../platform/store';
import { pagePart } from '../../platform/page';

/** shell §9 "adult subjects cache 24 h". */
export const ADULT_SUBJECTS_CACHE_MS = 24 * 60 * 60 * 1000;
/** The no-return list keeps the adult list's 24 h (see above). */
export const NO_RETURN_SUBJECTS_CACHE_MS = ADULT_SUBJECTS_CACHE_MS;
/** shell §9 "return days cache 1 h". */
export const RETURN_DAYS_CACHE_MS = 60 * 60 * 1000;

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

interface Cached<T> {
  at: number;
  value: T;
  hash?: string;
}

function cachedValue<T>(key: string, isValue: (value: unknown) => value is T) {
  return persistedValue<Cached<T> | null>(key, (raw) => {
    if (!raw || typeof raw !== 'object') return null;
    const { at, value, hash } = raw as Partial<Cached<unknown>>;
    if (typeof at !== 'number' || !isValue(value)) return null;
    return { at, value, ...(typeof hash === 'string' ? { hash } : {}) };
  });
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => typeof v === 'number');
const isIdMap = (value: unknown): value is Record<number, number> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'number');

export interface SubjectRulesDeps {
  now?: () => number;
  log?: (error: unknown, data: unknown) => unknown;
}

export interface SubjectRulesService {
  /** Loads what is missing or expired and puts the rules in subjectRulesAtom; never rejects. */
  load(): Promise<SubjectRules>;
}

export function createSubjectRules({ now = Date.now, log = (error, data) => logException(error, data) }: SubjectRulesDeps = {}): SubjectRulesService {
  const adult = cachedValue('subjects:adult', isIdList);
  const noReturn = cachedValue('subjects:no-return', isIdMap);
  const returnDays = cachedValue('subjects:return-days', isIdMap);
  const logged = new Set<string>();
  let running: Promise<SubjectRules> | null = null;

  const fail = (file: string, error: unknown) => {
    if (logged.has(file)) return;
    logged.add(file);
    void log(error, { call: 'subject-rules', file });
  };

  async function fresh<T>(store: ReturnType<typeof cachedValue<T>>, ttl: number, path: string, parse: (raw: unknown) => T, fallback: T): Promise<T> {
    const held = store.read();
    if (held && now() - held.at < ttl) return held.value;
    try {
      const value = (await request({ url: { group: 'static', path }, parse })) ?? fallback;
      store.write({ at: now(), value });
      return value;
    } catch (error) {
      fail(path, error);
      return held?.value ?? fallback;
    }
  }

  /** The json only when the hash differs from the stored copy's (shell §7 "return days by subject and hash"). */
  async function freshReturnDays(): Promise<Record<number, number>> {
    const held = returnDays.read();
    if (held && now() - held.at < RETURN_DAYS_CACHE_MS) return held.value;
    try {
      const hash = ((await request<string>({ url: { group: 'static', path: RETURN_DAYS_HASH_PATH }, responseType: 'text', cache: 'no-cache' })) ?? '').trim();
      if (held && hash && held.hash === hash) {
        returnDays.write({ ...held, at: now() });
        return held.value;
      }
      const value = (await request({ url: { group: 'static', path: RETURN_DAYS_PATH }, parse: reshapeReturnDays })) ?? {};
      returnDays.write({ at: now(), value, ...(hash ? { hash } : {}) });
      return value;
    } catch (error) {
      fail(RETURN_DAYS_PATH, error);
      return held?.value ?? {};
    }
  }

  async function loadAll(): Promise<SubjectRules> {
    const [adultIds, noReturnMap, days] = await Promise.all([
      fresh(adult, ADULT_SUBJECTS_CACHE_MS, ADULT_SUBJECTS_PATH, reshapeAdultSubjects, [] as number[]),
      fresh(noReturn, NO_RETURN_SUBJECTS_CACHE_MS, NO_RETURN_SUBJECTS_PATH, reshapeNoReturnSubjects, {} as Record<number, number>),
      freshReturnDays(),
    ]);
    const rules: SubjectRules = { adult: new Set(adultIds), noReturn: noReturnMap, returnDays: days };
    getStore().set(subjectRulesAtom, rules);
    return rules;
  }

  return {
    load: () => (running ??= loadAll().finally(() => (running = null))),
  };
}

/** The page's service, made on first use (a part of the page's runtime). */
export function loadSubjectRules(): Promise<SubjectRules> {
  return pagePart('subjectRules', () => createSubjectRules()).load();
}
