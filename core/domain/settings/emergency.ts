/**
 * The emergency-situation notice (storefront-shell.md §7 "GET static emergency-situation/{id}.json,
 * 4 s timeout"). Bad input (issue brief, storefront-shell.md §8 "Settings and CDN fetch failures are
 * silent"): a missing file (404) means no notice; a file that is malformed or a call that times out
 * or fails gives the fallback, no notice, and one logged error per page and country.
 */
import { EMERGENCY_TIMEOUT_MS, emergencySituationPath, reshapeEmergency, type EmergencyNotice } from '../../../contracts/emergency';
import { countryIdFor } from '../../../contracts/banners';
import type { Locale } from '../../../contracts/locales';
import { NotFoundError, request } from '../../transport/http';
import { logException } from '../../transport/logging';

export type { EmergencyNotice } from '../../../contracts/emergency';

export interface EmergencyDeps {
  log?: (error: unknown, data: unknown) => unknown;
}

export interface EmergencyNotices {
  /** The country's active notice, or null (none, inactive, or the fallback after a failure). Never rejects. */
  load(locale: Locale): Promise<EmergencyNotice | null>;
}

export function createEmergencyNotices({ log = (error, data) => logException(error, data) }: EmergencyDeps = {}): EmergencyNotices {
  const loads = new Map<number, Promise<EmergencyNotice | null>>();
  const logged = new Set<number>();

  async function fetchNotice(id: number): Promise<EmergencyNotice | null> {
    try {
      return await request({ url: { group: 'static', path: emergencySituationPath(id) }, timeout: EMERGENCY_TIMEOUT_MS, parse: reshapeEmergency });
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      if (!logged.has(id)) {
        logged.add(id);
        void log(error, { call: 'emergency-situation', id });
      }
      // Tried again on the next load (a later page visit): a timeout may not repeat.
      loads.delete(id);
      return null;
    }
  }

  return {
    load(locale) {
      const id = countryIdFor(locale);
      if (id === undefined) return Promise.resolve(null);
      let pending = loads.get(id);
      if (!pending) loads.set(id, (pending = fetchNotice(id)));
      return pending;
    },
  };
}
