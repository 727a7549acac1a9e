import type { Language } from '../../../contracts/locales';
import { CORE_NAMESPACE, i18nPage } from './instance';
import type { Translate } from './texts';

type FixedT = (key: string, options?: object) => unknown;

/**
 * A translate function fixed to one language and to the namespaces of one element (the core's
 * are always reached too). A key the language lacks comes from its fallback chain (ru); a key no
 * language has is warned about once and shown as written (storefront-shell.md §8).
 */
export function fixedT(language: Language, namespaces: readonly string[] = []): Translate {
  const t = i18nPage().i18n.getFixedT(language, namespaces.length > 0 ? [...namespaces] : CORE_NAMESPACE) as unknown as FixedT;
  return (key, values) => {
    const text = t(key, values);
    return typeof text === 'string' ? text : key;
  };
}

/** Whether `key` has a text in `language` or its fallback chain, in `namespace` (no warning either way). */
export function hasText(language: Language, namespace: string, key: string): boolean {
  return i18nPage().i18n.exists(key, { lng: language, ns: namespace });
}
