/** storefront-shell.md §5: "Version comparison needs at least three dotted parts." */
export class InvalidVersionError extends Error {
  override name = 'InvalidVersionError';
  constructor(readonly input: unknown) {
    super(`invalid version ${JSON.stringify(String(input).slice(0, 40))}: needs at least three dotted numbers`);
  }
}

// 12.2.0, 1.2.3.4, and a pre-release or build suffix after them (0.0.0-dev, 1.0.0-rc.10, 1.2.3+abc):
// dot-separated identifiers, none empty.
const IDENTIFIERS = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const VERSION = new RegExp(`^(\\d+(?:\\.\\d+){2,})(?:-(${IDENTIFIERS}))?(?:\\+${IDENTIFIERS})?$`);
const NUMERIC = /^\d+$/;

function parse(version: unknown): { parts: number[]; pre: string[] | undefined } {
  const match = typeof version === 'string' ? VERSION.exec(version.trim()) : null;
  if (!match) throw new InvalidVersionError(version);
  return { parts: match[1]!.split('.').map(Number), pre: match[2]?.split('.') };
}

const sign = (d: number): -1 | 0 | 1 => (d < 0 ? -1 : d > 0 ? 1 : 0);

/** Two different strings of digits by value, at any length (no Number rounding); 1 before 01 when equal. */
function compareDigits(a: string, b: string): -1 | 1 {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  if (x !== y) return x < y ? -1 : 1;
  return a.length < b.length ? -1 : 1;
}

/**
 * Semantic Versioning precedence of two pre-releases of one version: identifier by identifier,
 * numbers by value (rc.9 < rc.10), numbers below words, words in ASCII order; when one list is a
 * prefix of the other, the shorter is older (alpha < alpha.1).
 */
function comparePreRelease(x: string[], y: string[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const a = x[i]!;
    const b = y[i]!;
    if (a === b) continue;
    const aNumber = NUMERIC.test(a);
    const bNumber = NUMERIC.test(b);
    if (aNumber && bNumber) return compareDigits(a, b);
    if (aNumber !== bNumber) return aNumber ? -1 : 1;
    return a < b ? -1 : 1;
  }
  return sign(x.length - y.length);
}

/**
 * -1, 0 or 1 as a is older than, equal to or newer than b, by Semantic Versioning precedence: a
 * pre-release is older than its release, build metadata is ignored, and a fourth dotted part
 * counts after the third.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i += 1) {
    const d = sign((x.parts[i] ?? 0) - (y.parts[i] ?? 0));
    if (d !== 0) return d;
  }
  if (x.pre === undefined || y.pre === undefined) return x.pre === y.pre ? 0 : x.pre === undefined ? 1 : -1;
  return comparePreRelease(x.pre, y.pre);
}
