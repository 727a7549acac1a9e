import { createContext, useContext, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { languageAtom } from '../../core/platform/locale';
import { textsRevisionAtom, fixedT, type Translate } from '../../core/platform/i18n';

/**
 * The i18next namespaces of the element a component renders in: its own (its folder's name) and
 * those of elements whose parts it shows. Each element is its own React root, so this context
 * never crosses elements; defineReactElement provides it.
 */
export const ElementNamespacesContext = createContext<readonly string[]>([]);

/**
 * The translate function of the page's active language and the element's namespaces; the caller
 * renders again when the language changes or the element's texts arrive.
 */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  const revision = useAtomValue(textsRevisionAtom);
  const namespaces = useContext(ElementNamespacesContext);
  // A new function when texts arrive, so memoised parts given `t` paint again too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the revision is the point
  return useMemo(() => fixedT(language, namespaces), [language, namespaces, revision]);
}
