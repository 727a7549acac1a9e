import { sendOrQueue, type SendResult } from '../retry';
import { JS_ERROR_PATH, type JsErrorReport } from '../../../contracts/logging';

/**
 * storefront-shell.md §7 "Shell": POST /webapi/logging/jserror with msg, optional stk, optional
 * data; retried later on failure. Never rejects, and never logs itself (a failing logger must not
 * feed itself).
 */
export function logError(msg: string, stk?: string, data?: unknown): Promise<SendResult<unknown>> {
  const body: JsErrorReport = { msg };
  if (stk !== undefined) body.stk = stk;
  if (data !== undefined) body.data = serialisable(data);
  return sendOrQueue({
    url: { group: 'site', path: JS_ERROR_PATH },
    method: 'POST',
    body: { json: body },
    responseType: 'none',
  });
}

/** Logs an Error (or anything thrown) with its stack. */
export function logException(error: unknown, data?: unknown): Promise<SendResult<unknown>> {
  if (error instanceof Error) return logError(`${error.name}: ${error.message}`, error.stack, data);
  return logError(String(error), undefined, data);
}

/** Data that JSON cannot carry (cycles, BigInt) is sent as its string form instead of failing. */
function serialisable(data: unknown): unknown {
  try {
    JSON.stringify(data);
    return data;
  } catch {
    return String(data);
  }
}
