import type { AuthMode } from '../http';

/** What a replay needs, all JSON-serialisable (it is persisted). */
export interface RetryRequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  contentType?: string;
  auth?: AuthMode;
  appType?: boolean;
}

/** storefront-shell.md §3 "Queued retry request: url, options, retryCount, retryTime, tryTill, timeout". */
export interface RetryEntry {
  id: string;
  url: string;
  options: RetryRequestOptions;
  /** Retries already made. */
  retryCount: number;
  /** Epoch ms before which the entry is not tried again. */
  retryTime: number;
  /** Epoch ms after which the entry is given up; null for no deadline but the retry cap. */
  tryTill: number | null;
  /** Per-try timeout, ms. */
  timeout: number;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const AUTH_MODES = new Set(['required', 'optional', 'none']);

/** Keeps the well-formed entries of a persisted queue (old versions or tampering are dropped). */
export function parseEntries(raw: unknown): RetryEntry[] {
  return Array.isArray(raw) ? raw.filter(isEntry) : [];
}

function isEntry(value: unknown): value is RetryEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  const o = e.options as Record<string, unknown> | undefined;
  return (
    typeof e.id === 'string' &&
    typeof e.url === 'string' &&
    isCount(e.retryCount) &&
    Number.isFinite(e.retryTime) &&
    (e.tryTill === null || Number.isFinite(e.tryTill)) &&
    Number.isFinite(e.timeout) &&
    !!o &&
    typeof o === 'object' &&
    METHODS.has(o.method as string) &&
    (o.body === undefined || typeof o.body === 'string') &&
    (o.contentType === undefined || typeof o.contentType === 'string') &&
    (o.auth === undefined || AUTH_MODES.has(o.auth as string)) &&
    (o.appType === undefined || typeof o.appType === 'boolean') &&
    (o.headers === undefined || isStringRecord(o.headers))
  );
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isStringRecord(value: unknown): boolean {
  return !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');
}
