import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { languageAtom } from '../../core/platform/locale';
import { translator, type Translate } from '../../core/platform/i18n';

/** The translate function of the page's active language; re-renders the caller when it changes. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  return useMemo(() => translator(language), [language]);
}
