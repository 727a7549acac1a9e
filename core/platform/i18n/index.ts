export { CORE_NAMESPACE } from './instance';
export { FALLBACK_CHAINS } from './fallback-chains';
export { TRANSLATION_TIMEOUT_MESSAGE, TRANSLATION_TIMEOUT_MS } from './backend';
export { addTexts, loadTexts, setLanguage, setLocalesBase } from './load';
export { hasText, fixedT } from './translate';
export { textsRevisionAtom } from './atoms';
export type { Texts, Translate, TranslateValues } from './texts';
