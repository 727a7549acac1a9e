import { atom } from 'jotai/vanilla';
import { DEFAULT_CURRENCY_BY_LOCALE, DEFAULT_LANGUAGE, DEFAULT_LOCALE, type Currency, type Language, type Locale } from '../../../contracts/locales';

/** The country storefront (storefront-shell.md §1). */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);
/**
 * Whether the page's country is decided (named by the page, or its host name looked up in the
 * service map's table). Until then localeAtom holds the default, which must not decide what
 * a shopper on another country's host is offered.
 */
export const countryKnownAtom = atom(false);
/** The interface language whose translations are loaded and active (set only by core/i18n). */
export const languageAtom = atom<Language>(DEFAULT_LANGUAGE);
/** The display currency the shopper chose (or the locale's home currency). */
export const currencyAtom = atom<Currency>(DEFAULT_CURRENCY_BY_LOCALE[DEFAULT_LOCALE]);
