import { fixedT } from '../../core/platform/i18n';
import { languageAtom } from '../../core/platform/locale';
import { getStore } from '../../core/platform/store';

/** A message key of the core translations (common.errors.serverError, basket.cardIsSuccessfullyLinked). */
export function coreText(key: string): string {
  return fixedT(getStore().get(languageAtom))(key);
}
