/**
 * A write the storage refused for lack of room even after the quota rule
 * (storefront-shell.md §5 "Storage quota", §8). The caller keeps the value in memory,
 * so nothing the user did is lost; it may retry the write later.
 */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor(
    readonly key: string,
    readonly size: number,
    options?: { cause?: unknown },
  ) {
    super(`storage full: could not write "${key}" (${size} bytes)`, options);
  }
}

/** A value that cannot be stored as JSON (a cycle, a BigInt). */
export class StorageValueError extends Error {
  override name = 'StorageValueError';
  constructor(
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(`value for "${key}" cannot be stored as JSON`, options);
  }
}

/** Browsers name the quota error differently (Firefox also has its own legacy name and code). */
export function isQuotaExceededError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
