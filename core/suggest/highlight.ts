/**
 * Marks what the shopper typed inside a suggestion's label, for rendering the matches in <mark>
 * elements (as text nodes: never innerHTML).
 */

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** The characters that mean something in a pattern (escaping others is a syntax error under the u flag). */
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The label cut into matching and non-matching parts. Every word of the typed text is looked for,
 * case-insensitively (Cyrillic included), longest first, as literal text (regex characters such
 * as "(" or "+" match themselves). Adjacent parts of the same kind are merged; joining all the
 * parts gives the label back unchanged.
 */
export function highlightParts(label: string, typed: string): HighlightPart[] {
  if (!label) return [];
  const words = [...new Set(typed.split(/\s+/u).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text: label, match: false }];
  const pattern = new RegExp(words.map((word) => word.replace(REGEX_SPECIAL, '\\$&')).join('|'), 'giu');

  const parts: HighlightPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let cursor = 0;
  for (const found of label.matchAll(pattern)) {
    const start = found.index ?? 0;
    push(label.slice(cursor, start), false);
    push(found[0], true);
    cursor = start + found[0].length;
  }
  push(label.slice(cursor), false);
  return parts;
}
