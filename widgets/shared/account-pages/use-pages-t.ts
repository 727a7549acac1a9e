import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { languageAtom } from '../../../core/platform/locale';
import { addTexts, fixedT, textsRevisionAtom, type Translate } from '../../../core/platform/i18n';
import ru from './i18n/ru.json';

/**
 * The texts of the account pages <vt-cabinet> loads on demand (claims, my reviews, the C2C pages):
 * their own namespace, added when the first of them loads, so the element's first chunk does not
 * carry them for the pages that never show them. The other languages are
 * dist/locales/{lng}/account-pages.json, loaded then (a page in another language paints again
 * once they are here).
 */
export const ACCOUNT_PAGES_NAMESPACE = 'account-pages';
let added = false;

export function usePagesT(): Translate {
  if (!added) {
    added = true;
    void addTexts({ [ACCOUNT_PAGES_NAMESPACE]: ru });
  }
  const language = useAtomValue(languageAtom);
  const revision = useAtomValue(textsRevisionAtom);
  // A new function when texts arrive, so the page paints in its language once they are here.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the revision is the point
  return useMemo(() => fixedT(language, [ACCOUNT_PAGES_NAMESPACE, 'cabinet']), [language, revision]);
}
