/** An error that becomes a JSON answer: { error, ...extra } with the given status and headers. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, message, {}, extra);
export const notFound = (message = 'not found') => new HttpError(404, message);
