import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubjectRules, returnPolicy, EMPTY_SUBJECT_RULES } from '../../../../core/domain/catalog';
import { fakeFetch, hangingReply, json, ORIGIN, resetPage, status, text } from '../http-fakes';

beforeEach(() => resetPage());

const HOUR = 60 * 60 * 1000;
const files = (days: Record<string, number>, hash: string) => (url: string) => {
  if (url.endsWith('/adult-subjects.json')) return json([5, 'x', 7]);
  if (url.endsWith('/no-return-subjects.json')) return json({ 10: 2 ** 1 + 2 ** 2, 11: 2 ** 13, bad: 1 });
  if (url.endsWith('/return-days.json.hash')) return text(`${hash}\n`);
  if (url.endsWith('/return-days.json')) return json(days);
  return status(404);
};

describe('storefront-shell.md §7 static adult and no-return subjects, return days by subject and hash; §9 caches 24 h and 1 h', () => {
  it('§7 reads the three files below {static}', async () => {
    const calls = fakeFetch((call) => files({ 10: 14, 12: 7 }, 'h1')(call.url));
    const rules = await createSubjectRules({ now: () => 0, log: vi.fn() }).load();
    expect([...rules.adult]).toEqual([5, 7]);
    expect(rules.noReturn).toEqual({ 10: 6, 11: 8192 });
    expect(rules.returnDays).toEqual({ 10: 14, 12: 7 });
    expect(calls.map((c) => c.url).sort()).toEqual(
      [
        `${ORIGIN}/static/adult-subjects.json`,
        `${ORIGIN}/static/no-return-subjects.json`,
        `${ORIGIN}/static/return-days.json`,
        `${ORIGIN}/static/return-days.json.hash`,
      ].sort(),
    );
  });

  it('routing-wallet §9 no-return locale bits: by 2, kz 3, kg 4, am 5, uz 13, default 1', () => {
    const rules = { ...EMPTY_SUBJECT_RULES, noReturn: { 1: 2 ** 1, 2: 2 ** 2, 3: 2 ** 3, 4: 2 ** 4, 5: 2 ** 5, 13: 2 ** 13 }, returnDays: { 1: 14 } };
    expect(returnPolicy(rules, 1, 'ru')).toEqual({ kind: 'noReturn' });
    expect(returnPolicy(rules, 1, 'by')).toEqual({ kind: 'days', days: 14 });
    expect(returnPolicy(rules, 2, 'by')).toEqual({ kind: 'noReturn' });
    expect(returnPolicy(rules, 3, 'kz')).toEqual({ kind: 'noReturn' });
    expect(returnPolicy(rules, 4, 'kg')).toEqual({ kind: 'noReturn' });
    expect(returnPolicy(rules, 5, 'am')).toEqual({ kind: 'noReturn' });
    expect(returnPolicy(rules, 13, 'uz')).toEqual({ kind: 'noReturn' });
    expect(returnPolicy(rules, 13, 'ge')).toEqual({ kind: 'unknown' });
    expect(returnPolicy({ ...rules, returnDays: { 40: 0 } }, 40, 'ru')).toEqual({ kind: 'noReturn' });
  });

  it('§9 within 24 h the adult and no-return files are not read again; return days after 1 h only by a changed hash', async () => {
    let now = 0;
    let days: Record<string, number> = { 10: 14 };
    let hash = 'h1';
    const calls = fakeFetch((call) => files(days, hash)(call.url));
    const service = createSubjectRules({ now: () => now, log: vi.fn() });
    await service.load();
    expect(calls).toHaveLength(4);

    now = HOUR - 1;
    await service.load();
    expect(calls).toHaveLength(4);

    now = HOUR; // return days expired, same hash: only the hash is read
    await service.load();
    expect(calls.slice(4).map((c) => c.url)).toEqual([`${ORIGIN}/static/return-days.json.hash`]);

    now = 2 * HOUR; // a new hash: the json is read again
    hash = 'h2';
    days = { 10: 30 };
    expect((await service.load()).returnDays).toEqual({ 10: 30 });
    expect(calls.slice(5).map((c) => c.url)).toEqual([`${ORIGIN}/static/return-days.json.hash`, `${ORIGIN}/static/return-days.json`]);

    now = 24 * HOUR - 1;
    const before = calls.length;
    await service.load();
    expect(calls.slice(before).some((c) => c.url.endsWith('/adult-subjects.json'))).toBe(false);
    now = 24 * HOUR;
    await service.load();
    expect(calls.slice(before).filter((c) => /adult-subjects|no-return-subjects/.test(c.url))).toHaveLength(2);
  });

  it('a malformed file gives the fallback (stale copy, else nothing known) and one logged error per file', async () => {
    const log = vi.fn();
    fakeFetch((call) =>
      call.url.endsWith('/adult-subjects.json') ? text('{not json', { headers: { 'Content-Type': 'application/json' } }) : files({ 1: 14 }, 'h')(call.url),
    );
    const service = createSubjectRules({ now: () => 0, log });
    expect([...(await service.load()).adult]).toEqual([]);
    await service.load();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toEqual({ call: 'subject-rules', file: '/adult-subjects.json' });
  });

  it('a file that never answers gives the fallback after the default timeout, with one logged error', async () => {
    vi.useFakeTimers();
    try {
      const log = vi.fn();
      fakeFetch((call) => (call.url.endsWith('/no-return-subjects.json') ? hangingReply(call) : files({ 1: 14 }, 'h')(call.url)));
      const loading = createSubjectRules({ now: () => 0, log }).load();
      await vi.advanceTimersByTimeAsync(10_000);
      const rules = await loading;
      expect(rules.noReturn).toEqual({});
      expect(rules.returnDays).toEqual({ 1: 14 });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError' });
    } finally {
      vi.useRealTimers();
    }
  });
});
