import { useCallback } from 'react';
import { useAtomValue } from 'jotai/react';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { isCurrency } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';

/** Formats minor units in the card's currency (the display currency when the card names none it knows). */
export function useMoney(cardCurrency: string): (minor: number) => string {
  const display = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const currency = isCurrency(cardCurrency) ? cardCurrency : display;
  return useCallback((minor: number) => formatMoney(minor, currency, language), [currency, language]);
}
