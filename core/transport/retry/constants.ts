/** storefront-shell.md §9 "Session and services": retry queue checked every 10 s, lock 5 min, max 10 retries. */
export const RETRY_CHECK_INTERVAL_MS = 10_000;
export const RETRY_LOCK_TTL_MS = 5 * 60_000;
export const MAX_RETRIES = 10;
/** storefront-shell.md §8: back-off of 2 to the power of the retry count seconds. */
export const BACKOFF_BASE_MS = 1000;

/** Stored as 'vitrina:retry-queue' (core/storage adds the kit prefix). */
export const RETRY_STORAGE_KEY = 'retry-queue';
export const RETRY_LOCK_NAME = 'vitrina:retry-queue';
