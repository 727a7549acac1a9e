/** The page's service map (contracts/service-map.ts): installed once, read by every call. */
import type { Locale } from '../../../contracts/locales';
import type { ServiceGroup, ServiceMap } from '../../../contracts/service-map';
import { ServiceMapError } from '../../../contracts/service-map';
import { pagePart } from '../../platform/page';

interface State {
  map: Partial<ServiceMap>;
  countries: Record<string, Locale>;
  ready: Promise<void>;
  resolve: () => void;
}

function state(): State {
  return pagePart('services', () => {
    let resolve!: () => void;
    const ready = new Promise<void>((r) => (resolve = r));
    return { map: {}, countries: {}, ready, resolve };
  });
}

/** Installs a map (merged over what is there) and releases everyone waiting in serviceMapReady(). */
export function setServiceMap(map: Partial<ServiceMap>, countries: Record<string, Locale> = {}): void {
  const s = state();
  s.map = { ...s.map, ...map };
  s.countries = { ...s.countries, ...countries };
  s.resolve();
}

export function serviceMapReady(): Promise<void> {
  return state().ready;
}

export function hasService(group: ServiceGroup): boolean {
  return state().map[group] !== undefined;
}

/** Base of a group plus a spec path, e.g. serviceUrl('favs', '/sync'). */
export function serviceUrl(group: ServiceGroup, path = ''): string {
  const base = state().map[group];
  if (base === undefined) throw new ServiceMapError(`service map has no "${group}" entry`);
  return base + path;
}

/** The map's country table (contracts/service-map.ts COUNTRY_HOSTS): host name -> locale. */
export function countryHosts(): Readonly<Record<string, Locale>> {
  return state().countries;
}
