import type { Atom, WritableAtom } from 'jotai/vanilla';
import { NotFoundError, request } from '../../../transport/http';
import { getStore } from '../../../platform/store';
import { productContentHost } from './images';

type RecordAtom<T> = WritableAtom<Record<string, T | null>, [Record<string, T | null>], void> & Atom<Record<string, T | null>>;

const inFlight = new Map<string, Promise<void>>();

/**
 * One of a product's static files ({host}/part{n}/{nmId}/info/..., storefront-shell.md §7 content
 * URLs) into `atom[key]`, once per key. A missing file (404) is null without a word (§7 "404 gives
 * null"); a broken file or a failed call is null with one logged error, so the card shows what it
 * has without that part.
 */
export function readProductInfo<T>(
  atom: RecordAtom<T>,
  key: string,
  nmId: number,
  url: (host: string) => string,
  parse: (raw: unknown) => T | null,
  what: string,
): Promise<void> {
  const store = getStore();
  if (key in store.get(atom)) return Promise.resolve();
  const flightKey = `${what}:${key}`;
  const running = inFlight.get(flightKey);
  if (running) return running;
  const job = (async () => {
    const host = productContentHost(nmId);
    let value: T | null = null;
    if (host) {
      try {
        value = await request({ url: url(host), parse });
      } catch (error) {
        if (!(error instanceof NotFoundError)) console.error(`[vitrina] product ${nmId}: ${what} failed`, error);
      }
    }
    store.set(atom, { ...store.get(atom), [key]: value });
  })().finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, job);
  return job;
}
