import { MalformedResponseError } from './errors';

export type RequestBody =
  | { json: unknown }
  | { text: string; contentType?: string }
  /** A serialised form (storefront-routing-wallet.md §3 "Basket request payload"). */
  | { form: Record<string, string | number | boolean> | URLSearchParams };

export type ResponseType = 'json' | 'text' | 'none';

export interface EncodedBody {
  body?: string;
  contentType?: string;
}

/** Throws (TypeError from JSON.stringify) for a body that cannot be serialised; request() types it. */
export function encodeBody(body: RequestBody | undefined): EncodedBody {
  if (!body) return {};
  if ('json' in body) return { body: JSON.stringify(body.json), contentType: 'application/json' };
  if ('text' in body) return { body: body.text, contentType: body.contentType ?? 'text/plain;charset=UTF-8' };
  const form = body.form instanceof URLSearchParams ? body.form : new URLSearchParams(Object.entries(body.form).map(([key, value]) => [key, String(value)]));
  return { body: form.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

/** Reads an ok answer's body as the call asked; JSON that does not parse is a MalformedResponseError. */
export async function readBody(response: Response, type: ResponseType, url: string): Promise<unknown> {
  if (type === 'none') return undefined;
  const text = await response.text();
  if (type === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new MalformedResponseError(url, 'body is not JSON', cause);
  }
}

/** The v2 error shapes: `{ error: <non-empty> }` or `{ state: -1 }`. */
export function serverErrorOf(payload: unknown): { error: unknown } | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const record = payload as Record<string, unknown>;
  if (record.error !== undefined && record.error !== null && record.error !== '' && record.error !== false) {
    return { error: record.error };
  }
  if (record.state === -1) return { error: record.reason ?? record.error ?? 'state -1' };
  return null;
}
