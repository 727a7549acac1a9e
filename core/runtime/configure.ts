import { setLanguage, setLocalesBase } from '../platform/i18n';
import { currencyAtom } from '../platform/locale';
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE, isCurrency, isLanguage, isLocale, type Language } from '../../contracts/locales';
import { currencyForLocale, storedCurrency, storedLanguage } from '../domain/settings';
import { loadServiceMap, serviceMapReady } from '../transport/services';
import { warnOnce } from '../platform/console';
import { getRuntime, type Runtime } from './create-runtime';
import { markServicesExplicit } from './services-explicit';

/** What `<vt-store>` attributes and `vitrina.configure()` accept. Absent or null means "leave as is". */
export interface VitrinaConfig {
  services?: string | null;
  /**
   * Where the language files (`{language}/{namespace}.json`) are: by default `locales/` beside the kit's
   * chunks. An application that bundles the kit serves the package's `dist/locales/` and names it here.
   */
  locales?: string | null;
  /** The country storefront; '' (or never named) takes it from the host name by the service map's country table. */
  locale?: string | null;
  language?: string | null;
  currency?: string | null;
}

/**
 * Applies page-level configuration. Unknown values fall back to ru (locale, language) or the
 * locale's home currency, each with one console warning (bad input never breaks the page).
 */
export async function configure(config: VitrinaConfig, runtime: Runtime = getRuntime()): Promise<void> {
  const { store, hostCountry } = runtime;
  const tasks: Promise<unknown>[] = [];
  if (config.services != null) {
    markServicesExplicit();
    tasks.push(loadServiceMap(config.services).then(() => hostCountry.apply()));
  }
  if (config.locales != null) {
    try {
      setLocalesBase(new URL(config.locales, document.baseURI).href);
    } catch {
      warnOnce(`the locales URL "${config.locales}" is not a valid URL: languages load from beside the kit`);
    }
  }
  if (config.locale === '') {
    hostCountry.clearExplicit();
    tasks.push(serviceMapReady().then(() => hostCountry.apply()));
  } else if (config.locale != null) {
    hostCountry.markExplicit();
    if (isLocale(config.locale)) {
      hostCountry.set(config.locale);
    } else {
      warnOnce(`unknown locale "${config.locale}": using ${DEFAULT_LOCALE}`);
      hostCountry.set(DEFAULT_LOCALE);
    }
  }
  if (config.currency != null) {
    // '' asks for the locale's home currency (an attribute removed); anything else unknown is reported.
    if (config.currency !== '' && !isCurrency(config.currency)) warnOnce(`unknown currency "${config.currency}": using the locale's own`);
    // The shopper's stored choice wins over the page's default.
    store.set(currencyAtom, currencyForLocale(storedCurrency() ?? (isCurrency(config.currency) ? config.currency : undefined)));
  }
  if (config.language != null) {
    let language: Language = DEFAULT_LANGUAGE;
    if (isLanguage(config.language)) language = config.language;
    else warnOnce(`unknown language "${config.language}": using ${DEFAULT_LANGUAGE}`);
    tasks.push(setLanguage(storedLanguage() ?? language));
  }
  await Promise.all(tasks);
}
