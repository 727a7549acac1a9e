export { currencyAtom, languageAtom, localeAtom } from './atoms';
