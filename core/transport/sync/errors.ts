/** A refused local change, carrying the spec's message key and its values (storefront-shell.md §5, §8). */
export class LimitReachedError extends Error {
  override name = 'LimitReachedError';
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, number>,
  ) {
    super(`${messageKey} (${JSON.stringify(params)})`);
  }
}

/** §5 "Adding requires sign-in, otherwise an unauthorized error". */
export class SignInRequiredError extends Error {
  override name = 'SignInRequiredError';
  constructor(what: string) {
    super(`unauthorized: ${what} needs sign-in`);
  }
}

/** §5 "Adding an empty list gives '[basket] Неизвестная ошибка'". */
export const BASKET_UNKNOWN_ERROR = '[basket] Неизвестная ошибка';
export class BasketError extends Error {
  override name = 'BasketError';
  constructor(message = BASKET_UNKNOWN_ERROR) {
    super(message);
  }
}
