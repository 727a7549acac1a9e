import type { RouteDef } from './table';

/** Segment kinds, most specific first: the order decides between two matching routes. */
const Kind = { Literal: 0, Param: 1, Optional: 2, CatchAll: 3 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

interface Segment {
  kind: Kind;
  text: string;
}

export interface CompiledRoute {
  route: RouteDef;
  segments: readonly Segment[];
  hasCatchAll: boolean;
}

export interface RouteMatch {
  route: RouteDef;
  /** Decoded parameter values; a catch-all gives its segments joined by '/'. */
  params: Record<string, string>;
}

export class RoutePatternError extends Error {
  override name = 'RoutePatternError';
}

function parseSegment(raw: string, isLast: boolean, pattern: string): Segment {
  if (raw.startsWith('*')) {
    if (!isLast) throw new RoutePatternError(`catch-all must be the last segment in "${pattern}"`);
    return { kind: Kind.CatchAll, text: raw.slice(1) };
  }
  if (raw.startsWith(':')) {
    return raw.endsWith('?') ? { kind: Kind.Optional, text: raw.slice(1, -1) } : { kind: Kind.Param, text: raw.slice(1) };
  }
  return { kind: Kind.Literal, text: raw.toLowerCase() };
}

/** Splits a path into its raw (still percent-encoded) segments: '/a//b/' -> ['a', 'b']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

export function compileRoutes(routes: readonly RouteDef[]): CompiledRoute[] {
  return routes.map((route) => {
    const raw = pathSegments(route.path);
    const segments = raw.map((s, i) => parseSegment(s, i === raw.length - 1, route.path));
    return { route, segments, hasCatchAll: segments.some((s) => s.kind === Kind.CatchAll) };
  });
}

/** A segment's value: percent-decoded when that is valid, else left as written (never throws). */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Matches raw path segments against a pattern, backtracking over optional segments. Encoded
 * slashes (%2F) stay inside their segment: a parameter never spans two segments.
 */
function matchSegments(pattern: readonly Segment[], path: readonly string[], p = 0, s = 0, params: Record<string, string> = {}): Record<string, string> | null {
  if (p === pattern.length) return s === path.length ? params : null;
  const segment = pattern[p]!;
  switch (segment.kind) {
    case Kind.CatchAll:
      return { ...params, [segment.text]: path.slice(s).map(decode).join('/') };
    case Kind.Literal:
      return s < path.length && decode(path[s]!).toLowerCase() === segment.text ? matchSegments(pattern, path, p + 1, s + 1, params) : null;
    case Kind.Param:
      return s < path.length ? matchSegments(pattern, path, p + 1, s + 1, { ...params, [segment.text]: decode(path[s]!) }) : null;
    case Kind.Optional:
      return (
        (s < path.length ? matchSegments(pattern, path, p + 1, s + 1, { ...params, [segment.text]: decode(path[s]!) }) : null) ??
        matchSegments(pattern, path, p + 1, s, params)
      );
  }
}

/** Negative when a is more specific than b: routes without a catch-all first, then segment by segment. */
function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  if (a.hasCatchAll !== b.hasCatchAll) return a.hasCatchAll ? 1 : -1;
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.segments[i]?.kind ?? -1;
    const y = b.segments[i]?.kind ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

/**
 * storefront-routing-wallet.md §2.1 "Matching rules": by path segments (parameter, optional,
 * catch-all); catch-all routes lose to specific ones; the catalog route (yieldsAspx) does not
 * take a path ending in .aspx when another route matches. Null when nothing matches.
 */
export function matchRoute(compiled: readonly CompiledRoute[], pathname: string): RouteMatch | null {
  const path = pathSegments(pathname);
  const candidates: Array<{ entry: CompiledRoute; params: Record<string, string> }> = [];
  for (const entry of compiled) {
    const params = matchSegments(entry.segments, path);
    if (params) candidates.push({ entry, params });
  }
  const endsAspx = /\.aspx$/i.test(pathname);
  const eligible = endsAspx && candidates.some((c) => !c.entry.route.yieldsAspx) ? candidates.filter((c) => !c.entry.route.yieldsAspx) : candidates;
  eligible.sort((a, b) => compareSpecificity(a.entry, b.entry));
  const best = eligible[0];
  return best ? { route: best.entry.route, params: best.params } : null;
}
