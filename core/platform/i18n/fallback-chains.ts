import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/locales';

/**
 * i18next's `fallbackLng`: where a text missing in the shopper's language is looked up next. Each
 * country language falls back to ru, the default that ships inside every chunk
 * (storefront-shell.md §1); never to i18next's own default, 'dev', which the kit has no file for.
 */
export const FALLBACK_CHAINS: Readonly<Record<Exclude<Language, 'ru'> | 'default', readonly Language[]>> = {
  kk: [DEFAULT_LANGUAGE],
  ky: [DEFAULT_LANGUAGE],
  uz: [DEFAULT_LANGUAGE],
  ka: [DEFAULT_LANGUAGE],
  en: [DEFAULT_LANGUAGE],
  default: [DEFAULT_LANGUAGE],
};
