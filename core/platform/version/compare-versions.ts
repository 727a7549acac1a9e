/** storefront-shell.md §5: "Version comparison needs at least three dotted parts." */
export class InvalidVersionError extends Error {
  override name = 'InvalidVersionError';
  constructor(readonly input: unknown) {
    super(`invalid version ${JSON.stringify(String(input).slice(0, 40))}: needs at least three dotted numbers`);
  }
}

// 12.2.0, 1.2.3.4, and a pre-release or build suffix after them (0.0.0-dev, 1.2.3+abc).
const VERSION = /^(\d+(?:\.\d+){2,})(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parse(version: unknown): { parts: number[]; pre: string | undefined } {
  const match = typeof version === 'string' ? VERSION.exec(version.trim()) : null;
  if (!match) throw new InvalidVersionError(version);
  return { parts: match[1]!.split('.').map(Number), pre: match[2] };
}

/** -1, 0 or 1 as a is older than, equal to or newer than b; a pre-release is older than its release. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i += 1) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}
