import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJson, removeJson, writeJson } from '../../../../core/platform/storage/local-json';
import { STORAGE_EVICTION_THRESHOLD_BYTES } from '../../../../core/platform/storage/quota';
import { StorageFullError, StorageValueError, isQuotaExceededError } from '../../../../core/platform/storage/errors';
import { getSyncArea } from '../../../../core/platform/storage/sync-area';
import { FakeStorage, blockedStorage } from './fake-storage';
import { freshRuntime } from '../../fresh-runtime';

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
const isString = (v: unknown): v is string => typeof v === 'string';

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  freshRuntime();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => freshRuntime());

describe('readJson / writeJson over localStorage', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new FakeStorage()));

  it('round-trips a value under the kit prefix', () => {
    writeJson('recent', [1, 2, 3]);
    expect(localStorage.getItem('vitrina:recent')).toBe('[1,2,3]');
    expect(readJson('recent', isNumberList)).toEqual([1, 2, 3]);
    expect(getSyncArea().kind).toBe('localStorage');
  });

  it('gives undefined for a missing key', () => {
    expect(readJson('nothing', isNumberList)).toBeUndefined();
  });

  it('ignores (and logs) text that is not JSON', () => {
    localStorage.setItem('vitrina:broken', '{not json');
    expect(readJson('broken', isNumberList)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"broken" is not JSON'));
  });

  it('ignores (and logs) JSON of the wrong shape', () => {
    localStorage.setItem('vitrina:shape', '{"a":1}');
    expect(readJson('shape', isNumberList)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unexpected shape'));
  });

  it('removes a value', () => {
    writeJson('gone', 'x');
    removeJson('gone');
    expect(readJson('gone', isString)).toBeUndefined();
  });

  it('refuses a value JSON cannot hold with StorageValueError', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => writeJson('cyclic', cyclic)).toThrow(StorageValueError);
    expect(() => writeJson('undef', undefined)).toThrow(StorageValueError);
    expect(() => writeJson('big', 10n)).toThrow(StorageValueError);
  });
});

describe('localStorage missing or throwing: memory, no uncaught error', () => {
  it('uses memory when localStorage is missing', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => writeJson('k', ['a'])).not.toThrow();
    expect(readJson('k', (v): v is string[] => Array.isArray(v))).toEqual(['a']);
    expect(getSyncArea().kind).toBe('memory');
  });

  it('uses memory when every localStorage call throws (private mode, blocked)', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    expect(() => writeJson('k', 'v')).not.toThrow();
    expect(readJson('k', isString)).toBe('v');
    expect(() => removeJson('k')).not.toThrow();
    expect(readJson('k', isString)).toBeUndefined();
    expect(getSyncArea().kind).toBe('memory');
  });

  it('moves to memory when localStorage starts throwing later, keeping the write', () => {
    const storage = new FakeStorage();
    vi.stubGlobal('localStorage', storage);
    writeJson('before', 1);
    storage.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => writeJson('after', 2)).not.toThrow();
    expect(getSyncArea().kind).toBe('memory');
    expect(readJson('after', (v): v is number => v === 2)).toBe(2);
  });

  it('the memory area is shared by every chunk of the page', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    writeJson('shared', 'yes');
    // a second bundle copy asks for the area again: same memory behind it
    expect(getSyncArea().get('vitrina:shared')).toBe('"yes"');
  });
});

describe('§5/§8/§9 storage quota: evict the largest item over 307200 bytes, retry once, log', () => {
  const big = (bytes: number) => 'x'.repeat(bytes - 2); // JSON string quotes make it `bytes` long

  it('uses the spec threshold of 307200 bytes', () => {
    expect(STORAGE_EVICTION_THRESHOLD_BYTES).toBe(307200);
  });

  it('evicts the largest kit item over the threshold, logs key and size, and the write succeeds', () => {
    vi.stubGlobal('localStorage', new FakeStorage(700_000));
    writeJson('small', big(1000));
    writeJson('huge', big(307_201));
    writeJson('middle', big(300_000));
    writeJson('new', big(200_000)); // does not fit
    expect(readJson('huge', isString)).toBeUndefined();
    expect(readJson('new', isString)).toHaveLength(200_000 - 2);
    expect(readJson('middle', isString)).toBeDefined();
    expect(readJson('small', isString)).toBeDefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/evicted "vitrina:huge" \(307201 bytes\)/));
  });

  it('does not evict an item of exactly 307200 bytes: the failure is logged and StorageFullError thrown', () => {
    vi.stubGlobal('localStorage', new FakeStorage(400_000));
    writeJson('edge', big(307_200));
    let thrown: unknown;
    try {
      writeJson('new', big(100_000));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(StorageFullError);
    expect(thrown).toMatchObject({ key: 'vitrina:new', size: 100_000 });
    expect(isQuotaExceededError((thrown as StorageFullError).cause)).toBe(true);
    expect(readJson('edge', isString)).toHaveLength(307_198);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not write "vitrina:new"'));
  });

  it("never evicts the host page's own keys, however large", () => {
    vi.stubGlobal('localStorage', new FakeStorage(500_000));
    localStorage.setItem('partner-cache', 'p'.repeat(400_000));
    expect(() => writeJson('new', big(150_000))).toThrow(StorageFullError);
    expect(localStorage.getItem('partner-cache')).toHaveLength(400_000);
  });

  it('retries only once: still full after the eviction gives StorageFullError', () => {
    vi.stubGlobal('localStorage', new FakeStorage(400_000));
    writeJson('huge', big(307_201));
    expect(() => writeJson('new', big(450_000))).toThrow(StorageFullError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evicted "vitrina:huge"'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('isQuotaExceededError', () => {
  it('knows the names and legacy codes browsers use', () => {
    expect(isQuotaExceededError(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceededError({ code: 22 })).toBe(true);
    expect(isQuotaExceededError({ code: 1014 })).toBe(true);
    expect(isQuotaExceededError(new DOMException('x', 'SecurityError'))).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
    expect(isQuotaExceededError('QuotaExceededError')).toBe(false);
  });
});
