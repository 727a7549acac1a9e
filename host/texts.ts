import { languageAtom } from '../core/platform/locale';
import type { Language } from '../contracts/locales';
import { addTexts, hasText, loadTexts, fixedT } from '../core/platform/i18n';
import { getStore } from '../core/platform/store';
import { pagePart } from '../core/platform/page';
import ru from './i18n/ru.json';
import type { HostTextKey, HostTexts } from './i18n/types';

export type { HostTextKey } from './i18n/types';

/** The host page's i18next namespace: ru ships with the host script, the others are dist/locales/{lng}/host.json. */
const HOST_NAMESPACE = 'host';

/** The ru texts join the page's i18next instance (a part of the page's runtime) the first time they are needed. */
function addRu(): void {
  pagePart('hostTexts', () => void addTexts({ [HOST_NAMESPACE]: ru satisfies HostTexts }));
}

/**
 * Loads the host texts of a language before a page renders in it. A failed load leaves ru in
 * place with one warning (never blocks the page) and is tried again next time.
 */
export async function loadHostTexts(language: Language): Promise<void> {
  addRu();
  await loadTexts([HOST_NAMESPACE], language);
}

const current = () => getStore().get(languageAtom);

/** The texts of the current interface language (ru until that language is loaded). */
export function hostText(key: HostTextKey, values?: Record<string, string | number>): string {
  addRu();
  return fixedT(current(), [HOST_NAMESPACE])(`ui.${key}`, values);
}

/** A service or legal page's title; an unknown slug is shown as written. */
export function serviceTitle(slug: string): string {
  addRu();
  const key = `serviceTitles.${slug}`;
  return hasText(current(), HOST_NAMESPACE, key) ? fixedT(current(), [HOST_NAMESPACE])(key) : slug;
}

/** An OAuth scope in words (the consent screen); null for a scope the texts do not know (listed as the app wrote it). */
export function oauthScopeText(scope: string): string | null {
  addRu();
  const key = `oauthScopes.${scope}`;
  return /^[a-z]+$/.test(scope) && hasText(current(), HOST_NAMESPACE, key) ? fixedT(current(), [HOST_NAMESPACE])(key) : null;
}
