/**
 * Small readers for server payloads (and other outside input: postMessage data, stored JSON).
 * Each returns undefined for a missing or wrongly typed value, never throws.
 */

export type WireRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is WireRecord {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A string, kept verbatim (callers render it as text, never as HTML). */
export function readString(record: WireRecord, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

/** A string with something besides blanks in it. */
export function readNonBlankString(record: WireRecord, key: string): string | undefined {
  const value = readString(record, key);
  return value !== undefined && value.trim() ? value : undefined;
}

/** A finite number, or a numeric string ("42") as some services send ids that way. */
export function readNumber(record: WireRecord, key: string): number | undefined {
  const value = record[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function readInteger(record: WireRecord, key: string): number | undefined {
  const value = readNumber(record, key);
  return value !== undefined && Number.isSafeInteger(value) ? value : undefined;
}

/** true/false, also from 1/0 (a common wire habit); anything else is undefined. */
export function readBoolean(record: WireRecord, key: string): boolean | undefined {
  const value = record[key];
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  return undefined;
}

/** An id as a string: a non-blank string or a finite number. */
export function readId(record: WireRecord, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && value.trim()) return value.trim();
  return undefined;
}

/** Parsed JSON text, or undefined when it is not JSON. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The string, finite number and boolean members of a record (analytics fields); anything else is left out. */
export function readPrimitiveRecord(value: unknown): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  if (!isRecord(value)) return result;
  for (const [name, member] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(name)) continue;
    if (typeof member === 'string' || typeof member === 'boolean' || (typeof member === 'number' && Number.isFinite(member))) {
      result[name] = member;
    }
  }
  return result;
}

/** `{[key]: value}` when the value is present, `{}` otherwise (keeps absent fields absent). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
