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
  const pattern = typedPattern(typed);
  if (!pattern) return [{ text: label, match: false }];

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

/** The last typed text's pattern: every option of one list is marked with the same one (built once, not once per option). */
let lastPattern: { typed: string; pattern: RegExp | null } | undefined;

function typedPattern(typed: string): RegExp | null {
  if (lastPattern?.typed === typed) return lastPattern.pattern;
  const words = [...new Set(typed.split(/\s+/u).filter(Boolean))].sort((a, b) => b.length - a.length);
  // matchAll copies the pattern, so sharing one RegExp (with its lastIndex) between calls is safe.
  const pattern = words.length === 0 ? null : new RegExp(words.map((word) => word.replace(REGEX_SPECIAL, '\\$&')).join('|'), 'giu');
  lastPattern = { typed, pattern };
  return pattern;
}
