/**
 * The locale bits of no-return-subjects.json's masks (see subject-rules.ts): apart from the file's
 * reader, so a screen that applies the rule does not carry the reader.
 */

/** routing-wallet §9 "No-return locale bit positions: by 2, kz 3, kg 4, am 5, uz 13, default 1". */
export const NO_RETURN_LOCALE_BITS: Readonly<Record<string, number>> = { default: 1, by: 2, kz: 3, kg: 4, am: 5, uz: 13 };

export function noReturnBitOf(locale: string): number {
  return NO_RETURN_LOCALE_BITS[locale] ?? NO_RETURN_LOCALE_BITS.default!;
}
