/**
 * Loading the subject rules (see subject-rules.ts): each file kept in local storage with the time it
 * was read, the return days revalidated by their hash, failures logged once per file and page.
 */
import {
  ADULT_SUBJECTS_PATH,
  NO_RETURN_SUBJECTS_PATH,
  RETURN_DAYS_HASH_PATH,
  RETURN_DAYS_PATH,
  reshapeAdultSubjects,
  reshapeNoReturnSubjects,
  reshapeReturnDays,
} from '../../../contracts/subject-rules';
import { request } from '../../transport/http';
import { logException } from '../../transport/logging';
import { persistedValue } from '../../platform/storage';
import type { SubjectRules } from './subject-rules';

/** shell §9 "adult subjects cache 24 h". */
export const ADULT_SUBJECTS_CACHE_MS = 24 * 60 * 60 * 1000;
/** The no-return list keeps the adult list's 24 h (see subject-rules.ts). */
export const NO_RETURN_SUBJECTS_CACHE_MS = ADULT_SUBJECTS_CACHE_MS;
/** shell §9 "return days cache 1 h". */
export const RETURN_DAYS_CACHE_MS = 60 * 60 * 1000;

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
  /** Loads what is missing or expired; never rejects. */
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
    return { adult: new Set(adultIds), noReturn: noReturnMap, returnDays: days };
  }

  return {
    load: () => (running ??= loadAll().finally(() => (running = null))),
  };
}
