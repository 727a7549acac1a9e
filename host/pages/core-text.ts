import { fixedT } from '../../core/i18n';
import { languageAtom } from '../../core/config/atoms';
import { getStore } from '../../core/store';

/** A message key of the core translations (common.errors.serverError, basket.cardIsSuccessfullyLinked). */
export function coreText(key: string): string {
  return fixedT(getStore().get(languageAtom))(key);
}
