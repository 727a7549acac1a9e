/** The page's service map (contracts/service-map.ts): installed once, read by every call. */
import type { ServiceGroup, ServiceMap } from '../../../contracts/service-map';
import { ServiceMapError } from '../../../contracts/service-map';

const MAP_KEY = Symbol.for('vitrina.services');
type Holder = { [MAP_KEY]?: { map: Partial<ServiceMap>; ready: Promise<void>; resolve: () => void } };

function state() {
  const holder = globalThis as Holder;
  if (!holder[MAP_KEY]) {
    let resolve!: () => void;
    const ready = new Promise<void>((r) => (resolve = r));
    holder[MAP_KEY] = { map: {}, ready, resolve };
  }
  return holder[MAP_KEY]!;
}

/** Installs a map (merged over what is there) and releases everyone waiting in serviceMapReady(). */
export function setServiceMap(map: Partial<ServiceMap>): void {
  const s = state();
  s.map = { ...s.map, ...map };
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

/** For tests: forget the installed map. */
export function resetServiceMap(): void {
  delete (globalThis as Holder)[MAP_KEY];
}
