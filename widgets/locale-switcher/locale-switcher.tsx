import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { currencyAtom, languageAtom, localeAtom } from '../../core/platform/locale';
import { CURRENCIES_BY_LOCALE, LANGUAGES_BY_LOCALE, type Currency, type Language } from '../../contracts/locales';
import { chooseCurrency, chooseLanguage } from '../../core/domain/settings';
import { emit } from '../../core/platform/dom';
import { useT } from '../shared/use-t';
import { useDisclosure } from '../shared/use-disclosure';
import { usePanelSide } from '../shared/use-panel-side';
import type { ElementHostProps } from '../shared/define-element';
import { LANGUAGE_ENDONYMS } from './language-names';
import { currencyName } from './currency-label';
import { restrictOptions } from './offered-options';

export interface LocaleSwitcherProps {
  /** JSON array restricting the offered languages to these codes. */
  languages?: unknown;
  /** JSON array restricting the offered currencies to these codes. */
  currencies?: unknown;
}

/**
 * The header's language and currency popup (storefront-shell.md §1, §2 "Header popups";
 * storefront-routing-wallet.md §9 "Currencies by locale", "Languages").
 */
export function LocaleSwitcher({ languages, currencies, container }: LocaleSwitcherProps & ElementHostProps) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(languageAtom);
  const currency = useAtomValue(currencyAtom);
  const { open, toggle, close, buttonRef, panelRef, onKeyDown } = useDisclosure();
  const panelId = useId();

  const languageOptions = restrictOptions(LANGUAGES_BY_LOCALE[locale], languages, 'languages');
  const currencyOptions = restrictOptions(CURRENCIES_BY_LOCALE[locale], currencies, 'currencies');

  usePanelSide(open, panelRef);

  useEffect(() => {
    // Focus the checked option so arrow keys move within the group at once.
    if (open) panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [open, panelRef]);

  // The choice shows at once; the language file may take a moment (and on failure ru stays).
  const [pendingLanguage, setPendingLanguage] = useState<Language | null>(null);
  const shownLanguage = pendingLanguage ?? language;

  const pickLanguage = async (next: Language) => {
    if (next === shownLanguage) return;
    setPendingLanguage(next);
    const active = await chooseLanguage(next);
    setPendingLanguage(null);
    emit(container.host, 'vt-language-change', { language: active, previous: language });
  };

  const pickCurrency = (next: Currency) => {
    if (next === currency) return;
    const previous = chooseCurrency(next);
    emit(container.host, 'vt-currency-change', { currency: next, previous });
  };

  return (
    <div className="switcher" onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className="toggle" part="button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {/* The visible text is part of the accessible name (WCAG 2.5.3 label in name). */}
        <span className="vt-visually-hidden">{t('localeSwitcher.title')}: </span>
        {language.toUpperCase()} · {currency}
      </button>
      <div ref={panelRef} id={panelId} className="panel" part="panel" role="group" aria-label={t('localeSwitcher.title')} hidden={!open}>
        {/* The options render once open: the currency names come from Intl, which is costly to start (Total Blocking Time). */}
        {open && (
          <>
            {languageOptions.length > 1 && (
              <fieldset>
                <legend>{t('localeSwitcher.language')}</legend>
                {languageOptions.map((code) => (
                  <label key={code} className="option" lang={code}>
                    <input type="radio" name="language" value={code} checked={code === shownLanguage} onChange={() => void pickLanguage(code)} />
                    {LANGUAGE_ENDONYMS[code]}
                  </label>
                ))}
              </fieldset>
            )}
            <fieldset>
              <legend>{t('localeSwitcher.currency')}</legend>
              {currencyOptions.map((code) => (
                <label key={code} className="option">
                  <input type="radio" name="currency" value={code} checked={code === currency} onChange={() => pickCurrency(code)} />
                  <span className="code">{code}</span> <span className="name">{currencyName(code, language)}</span>
                </label>
              ))}
            </fieldset>
          </>
        )}
        <button type="button" className="vt-button close" onClick={() => close(true)}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
