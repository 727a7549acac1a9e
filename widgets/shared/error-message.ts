import type { Translate } from '../../core/platform/i18n';
import { BasketError, LimitReachedError, SignInRequiredError } from '../../core/transport/sync';

/** The text a refused change shows (the spec's message keys, §5/§8); null when the sign-in popup answers it. */
export function errorMessage(t: Translate, error: unknown): string | null {
  if (error instanceof SignInRequiredError) return null;
  if (error instanceof LimitReachedError) return t(error.messageKey, error.params);
  if (error instanceof BasketError) return error.message;
  return t('common.errors.serverError');
}
