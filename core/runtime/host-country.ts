import type { Store } from '../platform/store';
import { countryKnownAtom, currencyAtom, localeAtom } from '../platform/locale';
import { countryOfHost } from '../../contracts/service-map';
import type { Locale } from '../../contracts/locales';
import { currencyForLocale, storedCurrency } from '../domain/settings';
import { countryHosts } from '../transport/services';

/** The page's country decision, one per runtime. */
export interface HostCountry {
  /**
   * The page's country (DESIGN.md "Countries, languages, currencies"; storefront-shell.md §1): the
   * locale, then the currency it offers, the shopper's stored one first, else its home currency
   * (storefront-routing-wallet.md §9 "Currencies by locale": a currency the country does not offer
   * is refused for the home one).
   */
  set(locale: Locale): void;
  /** The page named its locale (`<vt-store locale>`, `configure({ locale })`): the host name no longer decides. */
  markExplicit(): void;
  /** The page no longer names its locale (the attribute removed): the host name decides again. */
  clearExplicit(): void;
  /**
   * After the service map has loaded: the country of this page's host name by the map's table
   * (ru for a host in no table), unless the page named its locale. Resolves ready().
   */
  apply(hostname?: string): void;
  /** Resolves once the page's country is known (from its host name or named by the page). */
  ready(): Promise<void>;
}

export function createHostCountry(store: Store, pageHostname: () => string): HostCountry {
  let explicit = false;
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  const country: HostCountry = {
    set(locale) {
      store.set(localeAtom, locale);
      store.set(currencyAtom, currencyForLocale(storedCurrency()));
      store.set(countryKnownAtom, true);
    },
    markExplicit() {
      explicit = true;
      resolve();
    },
    clearExplicit() {
      explicit = false;
    },
    apply(hostname = pageHostname()) {
      if (!explicit) country.set(countryOfHost(hostname, countryHosts()));
      resolve();
    },
    ready: () => ready,
  };
  return country;
}
