import { getStore } from '../../../platform/store';
import { getBus } from '../../../platform/bus';
import { setLanguage } from '../../../platform/i18n';
import { currencyAtom, localeAtom } from '../../../platform/locale';
import { CURRENCIES_BY_LOCALE, DEFAULT_CURRENCY_BY_LOCALE, isCurrency, isLanguage, type Currency, type Language } from '../../../../contracts/locales';
import { readPreference, writePreference } from './preference-storage';
import { languageCookie, languageInCookieHeader } from '../../../../contracts/language-cookie';

const LANGUAGE_KEY = 'vitrina:language';
const CURRENCY_KEY = 'vitrina:currency';
const LANGUAGE_TOPIC = 'preferences:language';
const CURRENCY_TOPIC = 'preferences:currency';

/** A currency the current locale offers: the wanted one, else the locale's home currency. */
export function currencyForLocale(wanted: Currency | undefined): Currency {
  const locale = getStore().get(localeAtom);
  if (wanted && CURRENCIES_BY_LOCALE[locale].includes(wanted)) return wanted;
  return DEFAULT_CURRENCY_BY_LOCALE[locale];
}

/** The shopper picks a language: it becomes active everywhere, is remembered, and other tabs follow. */
export async function chooseLanguage(language: Language): Promise<Language> {
  writePreference(LANGUAGE_KEY, language);
  rememberLanguageForServer(language);
  const active = await setLanguage(language);
  getBus().post(LANGUAGE_TOPIC, language);
  return active;
}

/** The shopper picks a currency (stored; other tabs follow). Returns the previous one. */
export function chooseCurrency(currency: Currency): Currency {
  const store = getStore();
  const previous = store.get(currencyAtom);
  const next = currencyForLocale(currency);
  writePreference(CURRENCY_KEY, next);
  store.set(currencyAtom, next);
  getBus().post(CURRENCY_TOPIC, next);
  return previous;
}

export function storedLanguage(): Language | undefined {
  const value = readPreference(LANGUAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

/**
 * The server paints a page's first text (the product title) in the language this cookie names
 * (contracts/language-cookie.ts); written on a choice, and at start for a choice made before.
 */
export function rememberLanguageForServer(language: Language | undefined = storedLanguage()): void {
  if (!language || typeof document === 'undefined' || languageInCookieHeader(document.cookie) === language) return;
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

export function storedCurrency(): Currency | undefined {
  const value = readPreference(CURRENCY_KEY);
  return isCurrency(value) ? value : undefined;
}

/** Other tabs' choices apply here too (the runtime's boot follows them once per page); returns the unfollow. */
export function followOtherTabs(): () => void {
  const bus = getBus();
  const stops = [
    bus.subscribe(LANGUAGE_TOPIC, (payload) => {
      if (isLanguage(payload)) void setLanguage(payload);
    }),
    bus.subscribe(CURRENCY_TOPIC, (payload) => {
      if (isCurrency(payload)) getStore().set(currencyAtom, currencyForLocale(payload));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
