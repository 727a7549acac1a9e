/** How search texts are compared: suggestions, history and the typed text all go through here. */

/** Trimmed, with every run of blanks made one space. */
export function normalizeQuery(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/** The comparison key: normalised and lower-cased (Cyrillic included), so "Платье" and "платье " are one. */
export function queryKey(text: string): string {
  return normalizeQuery(text).toLowerCase();
}
