import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** Bad input: bodies over 1 MB get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

function tooLarge(): HttpError {
  // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
  return new HttpError(413, `body over ${MAX_BODY_BYTES} bytes`, { Connection: 'close' });
}

/**
 * The 413 rule. A request with a Content-Length is judged by the header alone, so the request body is
 * not turned into a web stream before a route reads it (in the bench that conversion was a large
 * part of each sync request's cost); a chunked body is counted by hono's bodyLimit.
 */
export function bodySizeLimit(): MiddlewareHandler {
  const counting = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > MAX_BODY_BYTES) throw tooLarge();
      return next();
    }
    return counting(c, next);
  };
}

function untouchedIncoming(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Once anything wrapped the body in a web stream (a data listener) or read it, only c.req can read it.
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableDidRead || incoming.listenerCount('data') > 0) return null;
  return incoming;
}

/** The request body as text, read straight from Node's stream when nothing else has touched it. */
export function readBodyText(c: Context): Promise<string> {
  const incoming = untouchedIncoming(c);
  if (!incoming) return c.req.text();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        incoming.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    incoming.once('end', () => resolve(Buffer.concat(chunks, size).toString('utf8')));
    incoming.once('error', reject);
    incoming.once('close', () => reject(new Error('the request was aborted before its body ended')));
  });
}
