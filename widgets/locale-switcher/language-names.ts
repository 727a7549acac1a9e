import type { Language } from '../../contracts/locales';

/** Each language is offered under its own name, whatever the interface language is. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  ka: 'ქართული',
  kk: 'Қазақша',
  ky: 'Кыргызча',
  uz: 'Oʻzbekcha',
};
