import { getStore } from '../platform/store';
import { currencyAtom, localeAtom } from '../platform/locale';
import { countryOfHost } from '../../contracts/service-map';
import type { Locale } from '../../contracts/locales';
import { currencyForLocale, storedCurrency } from '../domain/settings';
import { countryHosts } from '../transport/services';

const STATE_KEY = Symbol.for('vitrina.hostCountry');
interface State {
  /** A page that names its locale (`<vt-store locale>`, `configure({ locale })`) keeps it. */
  explicit: boolean;
  ready: Promise<void>;
  resolve: () => void;
}

function state(): State {
  const holder = globalThis as { [STATE_KEY]?: State };
  if (!holder[STATE_KEY]) {
    let resolve!: () => void;
    const ready = new Promise<void>((r) => (resolve = r));
    holder[STATE_KEY] = { explicit: false, ready, resolve };
  }
  return holder[STATE_KEY]!;
}

/**
 * The page's country (DESIGN.md "Countries, languages, currencies"; storefront-shell.md §1): the
 * locale, then the currency it offers, the shopper's stored one first, else its home currency
 * (storefront-routing-wallet.md §9 "Currencies by locale": a currency the country does not offer
 * is refused for the home one).
 */
export function setCountry(locale: Locale): void {
  const store = getStore();
  store.set(localeAtom, locale);
  store.set(currencyAtom, currencyForLocale(storedCurrency()));
}

/** The page no longer names its locale (the attribute removed): the host name decides again. */
export function clearExplicitLocale(): void {
  state().explicit = false;
}

/** The page named its locale: the host name no longer decides. */
export function markLocaleExplicit(): void {
  const s = state();
  s.explicit = true;
  s.resolve();
}

/**
 * After the service map has loaded: the country of this page's host name by the map's table
 * (ru for a host in no table), unless the page named its locale. Resolves hostCountryReady().
 */
export function applyHostCountry(hostname: string = typeof location === 'undefined' ? '' : location.hostname): void {
  const s = state();
  if (!s.explicit) setCountry(countryOfHost(hostname, countryHosts()));
  s.resolve();
}

/** Resolves once the page's country is known (from its host name or named by the page). */
export function hostCountryReady(): Promise<void> {
  return state().ready;
}

/** For tests: forget the decision. */
export function resetHostCountry(): void {
  delete (globalThis as { [STATE_KEY]?: State })[STATE_KEY];
}
