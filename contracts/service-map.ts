import { isLocale, type Locale } from './locales';

/**
 * The service map (DESIGN.md "Service map"): service group -> base URL, the JSON file a page
 * points the kit at (the demo serves its own at /config/services.json). The kit never hard-codes
 * a host; every call names a group and the spec's path below it.
 * `site` is the storefront's own /webapi/* backend (route data, check-redirect, address
 * select, logging fallbacks); DESIGN.md's list lacked a name for it.
 */
export const SERVICE_GROUPS = [
  'site',
  'favs',
  'sellersSyncer',
  'sellersEnrich',
  'cartStorage',
  'bell',
  'basketApi',
  'banners',
  'suggest',
  'search',
  'catalog',
  'menu',
  'static',
  'auth',
  'userStorage',
  'routes',
  'settings',
  'cdn',
  'logging',
  'journal',
  'recommendations',
  'images',
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];
export type ServiceMap = Record<ServiceGroup, string>;

export class ServiceMapError extends Error {
  override name = 'ServiceMapError';
}

/** Checks a parsed services.json and makes every base absolute against the file's own URL. */
export function parseServiceMap(json: unknown, fileUrl: string): Partial<ServiceMap> {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new ServiceMapError(`service map at ${fileUrl} is not a JSON object`);
  }
  const map: Partial<ServiceMap> = {};
  for (const [group, base] of Object.entries(json)) {
    if (group === COUNTRY_HOSTS_KEY) continue;
    if (!(SERVICE_GROUPS as readonly string[]).includes(group)) {
      console.warn(`[vitrina] service map: unknown group "${group}" ignored`);
      continue;
    }
    if (typeof base !== 'string') throw new ServiceMapError(`service map: "${group}" must be a string URL`);
    const url = new URL(base, fileUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new ServiceMapError(`service map: "${group}" must be an http(s) URL`);
    }
    map[group as ServiceGroup] = url.href.replace(/\/$/, '');
  }
  return map;
}

/**
 * The country table of the service map (DESIGN.md "Countries, languages, currencies"): the real
 * marketplace serves each country on its own domain, the demo on `*.localhost`. The host name
 * picks the country (storefront-shell.md §1 locales); plain `localhost` and any host in no table
 * are ru. services.json carries it under the key `countries`.
 */
export const COUNTRY_HOSTS_KEY = 'countries';
export const COUNTRY_HOSTS: Readonly<Record<string, Locale>> = {
  localhost: 'ru',
  'ru.localhost': 'ru',
  'by.localhost': 'by',
  'kz.localhost': 'kz',
  'kg.localhost': 'kg',
  'am.localhost': 'am',
  'uz.localhost': 'uz',
  'ge.localhost': 'ge',
  'tj.localhost': 'tj',
  'global.localhost': 'global',
};
/** What a host name in no table is. */
export const COUNTRY_OF_UNKNOWN_HOST: Locale = 'ru';

/** The `countries` entry of a parsed services.json: host name -> locale; entries that are not a known locale are left out. */
export function parseCountryHosts(json: unknown): Record<string, Locale> {
  const table = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>)[COUNTRY_HOSTS_KEY] : undefined;
  if (!table || typeof table !== 'object' || Array.isArray(table)) return {};
  const out: Record<string, Locale> = {};
  for (const [host, locale] of Object.entries(table)) {
    if (isLocale(locale)) out[host.toLowerCase()] = locale;
    else console.warn(`[vitrina] service map: country host "${host}" names no known locale`);
  }
  return out;
}

/** The country of a host name by the table (case and a trailing dot ignored); ru when the host is in no table. */
export function countryOfHost(hostname: string, table: Readonly<Record<string, Locale>>): Locale {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return Object.hasOwn(table, host) ? table[host]! : COUNTRY_OF_UNKNOWN_HOST;
}

/** The host name of a country by the table (the first one listed), for the country chooser; null when none. */
export function hostOfCountry(locale: Locale, table: Readonly<Record<string, Locale>>): string | null {
  return Object.keys(table).find((host) => table[host] === locale && host.includes('.')) ?? Object.keys(table).find((host) => table[host] === locale) ?? null;
}
