/** Bad input to a formatter: a clear typed error rather than "NaN" on screen or a TypeError. */
export class FormatError extends Error {
  override name = 'FormatError';
}

/** storefront-shell.md §5: "Date formatting with bad input throws an invalid date error." */
export class InvalidDateError extends FormatError {
  override name = 'InvalidDateError';
  constructor(readonly input: unknown) {
    super(`invalid date: ${describe(input)}`);
  }
}

export class InvalidNumberError extends FormatError {
  override name = 'InvalidNumberError';
  constructor(
    readonly input: unknown,
    what = 'number',
  ) {
    super(`invalid ${what}: ${describe(input)}`);
  }
}

export class UnknownCurrencyError extends FormatError {
  override name = 'UnknownCurrencyError';
  constructor(readonly input: unknown) {
    super(`unknown currency: ${describe(input)}`);
  }
}

function describe(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  if (input instanceof Date) return 'Invalid Date';
  return String(input);
}

/** A finite number, or InvalidNumberError. */
export function requireFinite(value: unknown, what?: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidNumberError(value, what);
  return value;
}
