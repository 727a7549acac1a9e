/** An id, index or path piece that cannot go into a content URL (storefront-shell.md §7 "Content URLs"). */
export class InvalidMediaIdError extends Error {
  override name = 'InvalidMediaIdError';
  constructor(
    readonly what: string,
    readonly input: unknown,
  ) {
    super(`invalid ${what} for a content URL: ${JSON.stringify(String(input).slice(0, 60))}`);
  }
}

/** A non-negative safe integer (product numbers, photo ids), else InvalidMediaIdError. */
export function requireId(value: unknown, what = 'id'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new InvalidMediaIdError(what, value);
  return value;
}

/** A path piece of letters, digits, '_' and '-' only: nothing that could climb out of the path. */
export function requireSlug(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^[\w-]+$/.test(value)) throw new InvalidMediaIdError(what, value);
  return value;
}
