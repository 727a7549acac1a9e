import { atom } from 'jotai/vanilla';
import { getBus } from '../../../platform/bus';
import { request } from '../../../transport/http';
import { createLease } from '../../../platform/locks';
import { settingsAtom } from '../atoms';
import { readJson, writeJson } from '../../../platform/storage';
import { getStore } from '../../../platform/store';
import { parseCdnConfig } from './refresh-parse';
import type { CdnConfig } from '../../../../contracts/cdn';
import { CDN_UPSTREAMS_PATH } from '../../../../contracts/cdn';
import { pagePart } from '../../../platform/page';

/** storefront-shell.md §9 "CDN validity 180 s, first fetch after 5 s". */
export const CDN_VALIDITY_MS = 180_000;
export const CDN_FIRST_FETCH_DELAY_MS = 5_000;
/** storefront-shell.md §4 "refreshed every 3 minutes under a lock"; the lease outlives two periods. */
export const CDN_LOCK_NAME = 'vitrina:cdn';
export const CDN_LOCK_TTL_MS = 2 * CDN_VALIDITY_MS;
/** Stored as 'vitrina:cdn-config'. */
export const CDN_CACHE_KEY = 'cdn-config';
export const CDN_TOPIC = 'cdn:update';

/** The last good CDN config, or null (image URLs then use the static images base). */
export const cdnConfigAtom = atom<CdnConfig | null>(null);

export interface CdnRefresher {
  /** One fetch when this tab holds the lease. */
  refresh(): Promise<void>;
  /** Loads the cached config, follows other tabs, and polls while the switch enableCdnConfig is on. */
  start(): void;
  stop(): void;
  /** storefront-shell.md §8: "Settings and CDN fetch failures are silent, counted". */
  failures(): number;
}

export function createCdnRefresher(): CdnRefresher {
  const store = getStore();
  const bus = getBus();
  const lease = createLease(CDN_LOCK_NAME, CDN_LOCK_TTL_MS);
  let failures = 0;
  let firstTimer: ReturnType<typeof setTimeout> | null = null;
  let periodTimer: ReturnType<typeof setInterval> | null = null;
  const stops: Array<() => void> = [];

  function adopt(raw: unknown): void {
    try {
      store.set(cdnConfigAtom, parseCdnConfig(raw));
    } catch {
      /* a broken cached or posted config leaves the last good one */
    }
  }

  function schedule(enabled: boolean): void {
    if (enabled && !firstTimer && !periodTimer) {
      firstTimer = setTimeout(() => {
        firstTimer = null;
        periodTimer = setInterval(() => void refresher.refresh(), CDN_VALIDITY_MS);
        void refresher.refresh();
      }, CDN_FIRST_FETCH_DELAY_MS);
    } else if (!enabled) {
      if (firstTimer) clearTimeout(firstTimer);
      if (periodTimer) clearInterval(periodTimer);
      firstTimer = periodTimer = null;
    }
  }

  const refresher: CdnRefresher = {
    async refresh() {
      if (!(await lease.hold())) return;
      try {
        const config = await request({
          url: { group: 'cdn', path: CDN_UPSTREAMS_PATH },
          query: { ts: Date.now() },
          parse: parseCdnConfig,
        });
        if (!config) throw new TypeError('empty CDN config');
        if (config.hash && config.hash === store.get(cdnConfigAtom)?.hash) return;
        store.set(cdnConfigAtom, config);
        try {
          writeJson(CDN_CACHE_KEY, config);
        } catch (error) {
          console.warn('[vitrina] CDN config could not be cached', error);
        }
        bus.post(CDN_TOPIC, config);
      } catch {
        failures++;
      }
    },
    start() {
      if (stops.length) return;
      const cached = readJson(CDN_CACHE_KEY, (value): value is unknown => value !== null);
      if (cached !== undefined) adopt(cached);
      stops.push(bus.subscribe(CDN_TOPIC, adopt));
      stops.push(store.sub(settingsAtom, () => schedule(store.get(settingsAtom).switches.enableCdnConfig)));
      schedule(store.get(settingsAtom).switches.enableCdnConfig);
    },
    stop() {
      stops.splice(0).forEach((stop) => stop());
      schedule(false);
      lease.release();
    },
    failures: () => failures,
  };
  return refresher;
}

/** Starts the page's CDN config refresh (idempotent). */
export function startCdnRefresh(): CdnRefresher {
  const refresher = pagePart('cdnRefresher', () => createCdnRefresher());
  refresher.start();
  return refresher;
}
