export { countryKnownAtom, currencyAtom, languageAtom, localeAtom } from './atoms';
