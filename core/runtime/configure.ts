import { getStore } from '../platform/store';
import { setLanguage, setLocalesBase } from '../platform/i18n';
import { currencyAtom } from '../platform/locale';
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE, isCurrency, isLanguage, isLocale, type Language } from '../../contracts/locales';
import { currencyForLocale, followOtherTabs, storedCurrency, storedLanguage } from '../domain/settings';
import { loadServiceMap, kitServiceMapUrl, serviceMapReady } from '../transport/services';
import { warnOnce } from '../platform/console';
import { setTokenRenewal } from '../transport/http';
import { renewTokenOnDemand } from '../transport/auth';
import { applyHostCountry, clearExplicitLocale, markLocaleExplicit, setCountry } from './host-country';
import { markServicesExplicit, servicesNamedByPage } from './services-explicit';

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

const BOOT_KEY = Symbol.for('vitrina.booted');
type Holder = { [BOOT_KEY]?: Promise<void> };

/**
 * Applies page-level configuration. Unknown values fall back to ru (locale, language) or the
 * locale's home currency, each with one console warning (bad input never breaks the page).
 */
export async function configure(config: VitrinaConfig): Promise<void> {
  const store = getStore();
  const tasks: Promise<unknown>[] = [];
  if (config.services != null) {
    markServicesExplicit();
    tasks.push(loadServiceMap(config.services).then(() => applyHostCountry()));
  }
  if (config.locales != null) {
    try {
      setLocalesBase(new URL(config.locales, document.baseURI).href);
    } catch {
      warnOnce(`the locales URL "${config.locales}" is not a valid URL: languages load from beside the kit`);
    }
  }
  if (config.locale === '') {
    clearExplicitLocale();
    tasks.push(serviceMapReady().then(() => applyHostCountry()));
  } else if (config.locale != null) {
    markLocaleExplicit();
    if (isLocale(config.locale)) {
      setCountry(config.locale);
    } else {
      warnOnce(`unknown locale "${config.locale}": using ${DEFAULT_LOCALE}`);
      setCountry(DEFAULT_LOCALE);
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

/**
 * Runs once per page, when the first element of the kit starts: the shopper's remembered
 * language and currency, cross-tab following, and the kit origin's service map unless the page
 * names its own (`<vt-store services>` or `configure({ services })`).
 */
export function boot(): Promise<void> {
  const holder = globalThis as Holder;
  return (holder[BOOT_KEY] ??= (async () => {
    followOtherTabs();
    setTokenRenewal(renewTokenOnDemand);
    const store = getStore();
    store.set(currencyAtom, currencyForLocale(storedCurrency() ?? store.get(currencyAtom)));
    const language = storedLanguage();
    const explicitServices = servicesNamedByPage();
    // The session's polls and sync load in their own chunk, beside the first element's render.
    void import('./start-session').then((session) => session.startSession());
    await Promise.all([
      language ? setLanguage(language) : undefined,
      explicitServices ? undefined : loadServiceMap(kitServiceMapUrl(import.meta.url)).then(() => applyHostCountry()),
    ]);
  })());
}
