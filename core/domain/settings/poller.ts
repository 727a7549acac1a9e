import { getBus } from '../../platform/bus';
import { request } from '../../transport/http';
import type { Target } from '../../transport/http';
import { createLease } from '../../platform/locks';
import { readJson, writeJson } from '../../platform/storage';
import { getStore } from '../../platform/store';
import { KIT_VERSION } from '../../platform/version';
import { settingsAtom } from './atoms';
import { reloadIfTooOld } from './min-version';
import { parseSettings } from './parse';
import type { GlobalSettings } from './types';
import { SETTINGS_PATHS } from '../../../contracts/settings';

/** storefront-shell.md §9 "Settings: poll 120 s". */
export const SETTINGS_POLL_MS = 120_000;
/** storefront-shell.md §4 "After 2 failures of the static file, fall back to a server path". */
export const STATIC_FAILURES_BEFORE_FALLBACK = 2;
/** The polling tab's lease outlives two polls, so a closed tab is replaced within that. */
export const SETTINGS_LOCK_TTL_MS = 2 * SETTINGS_POLL_MS;
export const SETTINGS_LOCK_NAME = 'vitrina:settings';
/**
 * A reloaded tab's previous page holds the lock until the browser has let that page go, which can
 * be after the new page's first poll: the first poll asks for the lock again this often, at most
 * FIRST_POLL_RETRIES times, or a raised siteMinVersion (§4) would wait for the next poll, 120 s on.
 */
export const FIRST_POLL_RETRY_MS = 1_000;
export const FIRST_POLL_RETRIES = 5;
/** Stored as 'vitrina:settings'. */
export const SETTINGS_CACHE_KEY = 'settings';
export const SETTINGS_TOPIC = 'settings:update';

interface Source {
  hash: Target;
  body: Target;
}

/** storefront-shell.md §7 "Shell": static settings-front.json and its .hash, else the server path. */
export const STATIC_SOURCE: Source = {
  hash: { group: 'static', path: SETTINGS_PATHS.staticHash },
  body: { group: 'static', path: SETTINGS_PATHS.staticBody },
};
export const SERVER_SOURCE: Source = {
  hash: { group: 'settings', path: SETTINGS_PATHS.serverHash },
  body: { group: 'settings', path: SETTINGS_PATHS.serverBody },
};

export interface SettingsStatus {
  source: 'static' | 'server';
  /** Every failed poll (storefront-shell.md §8: "Settings and CDN fetch failures are silent, counted"). */
  failures: number;
}

export interface SettingsPoller {
  /** One poll (when this tab holds the lease): hash first, the settings only when it differs. */
  poll(): Promise<void>;
  start(): void;
  stop(): void;
  status(): SettingsStatus;
}

export interface SettingsPollerOptions {
  kitVersion?: string;
  reload?: () => void;
}

export function createSettingsPoller(options: SettingsPollerOptions = {}): SettingsPoller {
  const store = getStore();
  const bus = getBus();
  const kitVersion = options.kitVersion ?? KIT_VERSION;
  const lease = createLease(SETTINGS_LOCK_NAME, SETTINGS_LOCK_TTL_MS);
  const status: SettingsStatus = { source: 'static', failures: 0 };
  let staticFailures = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe: (() => void) | null = null;

  function apply(settings: GlobalSettings): void {
    store.set(settingsAtom, settings);
    reloadIfTooOld(settings.variables.siteMinVersion, kitVersion, options.reload);
  }

  async function refreshFrom(source: Source): Promise<void> {
    const hash = await request({ url: source.hash, responseType: 'text', cache: 'no-cache', parse: parseHash });
    if (hash === null) throw new TypeError('settings hash answer is empty');
    if (hash === store.get(settingsAtom).hash) return;
    const settings = parseSettings(await request({ url: source.body, cache: 'no-cache' }), hash);
    apply(settings);
    try {
      writeJson(SETTINGS_CACHE_KEY, settings);
    } catch (error) {
      console.warn('[vitrina] settings could not be cached', error);
    }
    bus.post(SETTINGS_TOPIC, settings);
  }

  async function pollOnce(): Promise<void> {
    if (status.source === 'static') {
      try {
        await refreshFrom(STATIC_SOURCE);
        staticFailures = 0;
        return;
      } catch {
        status.failures++;
        if (++staticFailures < STATIC_FAILURES_BEFORE_FALLBACK) return;
        status.source = 'server';
      }
    }
    try {
      await refreshFrom(SERVER_SOURCE);
    } catch {
      status.failures++;
    }
  }

  async function firstPoll(retriesLeft: number): Promise<void> {
    retry = null;
    if (await lease.hold()) return pollOnce();
    if (retriesLeft > 0 && timer) retry = setTimeout(() => void firstPoll(retriesLeft - 1), FIRST_POLL_RETRY_MS);
  }

  const poller: SettingsPoller = {
    async poll() {
      if (await lease.hold()) await pollOnce();
    },
    start() {
      if (timer) return;
      const cached = readJson(SETTINGS_CACHE_KEY, isObject);
      if (cached) apply(parseSettings(cached));
      // storefront-shell.md §4: "A change in another tab is picked up".
      unsubscribe = bus.subscribe(SETTINGS_TOPIC, (payload) => {
        if (isObject(payload)) apply(parseSettings(payload));
      });
      timer = setInterval(() => void poller.poll(), SETTINGS_POLL_MS);
      void firstPoll(FIRST_POLL_RETRIES);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (retry) clearTimeout(retry);
      retry = null;
      unsubscribe?.();
      unsubscribe = null;
      lease.release();
    },
    status: () => ({ ...status }),
  };
  return poller;
}

function parseHash(raw: unknown): string {
  const hash = typeof raw === 'string' ? raw.trim() : '';
  if (!hash) throw new TypeError('settings hash is empty');
  return hash;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
