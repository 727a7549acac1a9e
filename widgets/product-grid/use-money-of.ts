import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { isCurrency, type Currency } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';

type Format = (minor: number) => string;

/**
 * The grid's money formatters: one per card currency (the display currency when the card names
 * none it knows), made once for all tiles instead of two store subscriptions in every tile.
 */
export function useMoneyOf(): (cardCurrency: string) => Format {
  const display = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  return useMemo(() => {
    const formats = new Map<Currency, Format>();
    return (cardCurrency: string) => {
      const currency = isCurrency(cardCurrency) ? cardCurrency : display;
      let format = formats.get(currency);
      if (!format) {
        format = (minor: number) => formatMoney(minor, currency, language);
        formats.set(currency, format);
      }
      return format;
    };
  }, [display, language]);
}
