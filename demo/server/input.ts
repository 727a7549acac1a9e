import type { Context } from 'hono';
import { readBodyText } from './body';
import { badRequest } from './errors';

/** The request body as JSON; malformed JSON is a 400 with a JSON error (bad input). */
export async function readJson(c: Context, { optional = false } = {}): Promise<unknown> {
  const text = await readBodyText(c);
  if (text.trim() === '') {
    if (optional) return undefined;
    throw badRequest('empty body: JSON expected');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('malformed JSON body');
  }
}

/** A serialised form body (application/x-www-form-urlencoded) or, leniently, a JSON object. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const text = await c.req.text();
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = parseJsonText(text);
    if (!isRecord(json)) throw badRequest('JSON object expected');
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('malformed JSON body');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (!isRecord(body)) throw badRequest('JSON object expected');
  return body;
}

/** An optional JSON object body: an empty body is {}. */
export async function readOptionalObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c, { optional: true });
  if (body === undefined) return {};
  if (!isRecord(body)) throw badRequest('JSON object expected');
  return body;
}

/** A positive safe integer from a number or a numeric string, else undefined. */
export function toPositiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function toNonNegativeInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** Ids joined by ';' (storefront-shell.md §7 card list), keeping only valid positive integers. */
export function parseIdList(raw: string | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(/[;,]/)
    .map((s) => toPositiveInt(s))
    .filter((n): n is number => n !== undefined);
}

export function requireString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw badRequest(`"${key}" must be a non-empty string`);
  return value;
}
