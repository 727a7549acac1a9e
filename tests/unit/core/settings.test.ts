import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsAtom } from '../../../core/domain/settings/atoms';
import { startSettings } from '../../../core/domain/settings';
import { compareVersions, InvalidVersionError } from '../../../core/platform/version/compare-versions';
import { MIN_VERSION_RELOAD_KEY, needsReload, reloadIfTooOld, setVersionReload } from '../../../core/domain/settings/min-version';
import { parseSettings } from '../../../core/domain/settings/parse';
import { createSettingsPoller, STATIC_FAILURES_BEFORE_FALLBACK, type SettingsPoller } from '../../../core/domain/settings/poller';
import { DEFAULT_RATES, DEFAULT_SETTINGS, KNOWN_SWITCHES, ratesPerUsd } from '../../../core/domain/settings/types';
import { getStore } from '../../../core/platform/store/store';
import { type Call, fakeFetch, fullLocalStorage, json, ORIGIN, resetPage, status, text } from './http-fakes';

const STATIC_HASH = `${ORIGIN}/static/settings-front.json.hash`;
const STATIC_JSON = `${ORIGIN}/static/settings-front.json`;
const SERVER_HASH = `${ORIGIN}/webapi/settings/global/hash`;
const SERVER_JSON = `${ORIGIN}/webapi/settings/global/get`;

/** The demo's wire shape: {switches, variables, rates, hash}. */
function payload(overrides: { switches?: object; variables?: object; rates?: object; hash?: string } = {}) {
  return {
    switches: { enableCashback: true, enableCdnConfig: true, ...overrides.switches },
    variables: { siteMinVersion: '0.1.0', basketMaxQt: 300, ...overrides.variables },
    rates: { BYN: 28.5, ...overrides.rates },
    hash: overrides.hash ?? 'inner',
  };
}

interface SiteState {
  staticHash: string | (() => Response);
  staticBody: unknown;
  serverHash: string | (() => Response);
  serverBody: unknown;
}

function settingsSite(state: SiteState) {
  const reply = (value: string | (() => Response), asText: boolean) => (typeof value === 'function' ? value() : asText ? text(value) : json(value));
  const calls = fakeFetch((call: Call) => {
    if (call.url === STATIC_HASH) return reply(state.staticHash, true);
    if (call.url === STATIC_JSON) return json(state.staticBody);
    if (call.url === SERVER_HASH) return reply(state.serverHash, true);
    if (call.url === SERVER_JSON) return json(state.serverBody);
    return status(404);
  });
  const count = (url: string) => calls.filter((c) => c.url === url).length;
  return { calls, count };
}

const fail = () => status(500);
let pollers: SettingsPoller[] = [];
function newPoller(options: Parameters<typeof createSettingsPoller>[0] = {}): SettingsPoller {
  const poller = createSettingsPoller({ kitVersion: '99.0.0', ...options });
  pollers.push(poller);
  return poller;
}

beforeEach(() => {
  resetPage();
  getStore().set(settingsAtom, DEFAULT_SETTINGS);
});

afterEach(() => {
  pollers.forEach((p) => p.stop());
  pollers = [];
  vi.useRealTimers();
});

describe('storefront-shell.md §3 "Global settings" typed with defaults', () => {
  it('§3/§9 defaults: switches off, the spec limits, siteMinVersion 12.2.0, rates from the fallback table', () => {
    for (const name of KNOWN_SWITCHES) expect(DEFAULT_SETTINGS.switches[name]).toBe(false);
    expect(DEFAULT_SETTINGS.variables).toMatchObject({
      siteMinVersion: '12.2.0',
      basketMaxQt: 255,
      favoritesLimitDefault: 2000,
      favoritesLimitWbClub: 4000,
      wlt2DiscountDisplayMaxPrice: 100_000,
      wlt1DiscountDisplayMaxPrice: 15_000,
    });
    // storefront-routing-wallet.md §9: RUB 100 and BYN 3.5 per USD -> 1 BYN = 100/3.5 RUB.
    expect(DEFAULT_RATES.BYN).toBeCloseTo(100 / 3.5);
    expect(DEFAULT_RATES.USD).toBe(100);
    expect(Object.keys(DEFAULT_RATES).sort()).toEqual(['AMD', 'AZN', 'BYN', 'GEL', 'KGS', 'KZT', 'TJS', 'TMT', 'USD', 'UZS']);
    expect(DEFAULT_SETTINGS.hash).toBe('');
  });

  it('takes well-typed values, keeps defaults for wrong types, keeps unknown switches and variables', () => {
    const settings = parseSettings({
      switches: { enableCashback: true, enableChat: 'yes', enableFutureThing: true, broken: 1 },
      variables: {
        basketMaxQt: '300',
        favoritesLimitDefault: 2500,
        siteMinVersion: 12,
        enableLanguageSwitcher: false,
        promoText: 'x',
        bad: {},
        inf: Infinity,
        nan: Number.NaN,
      },
      rates: { BYN: 29, KZT: -1, USD: 'x', XYZ: 1 },
      hash: 'abc',
    });
    expect(settings.switches).toMatchObject({ enableCashback: true, enableChat: false, enableFutureThing: true });
    expect(settings.switches.broken).toBeUndefined();
    expect(settings.variables).toMatchObject({
      basketMaxQt: 255,
      favoritesLimitDefault: 2500,
      siteMinVersion: '12.2.0',
      enableLanguageSwitcher: false,
      promoText: 'x',
    });
    expect(settings.variables).not.toHaveProperty('bad');
    expect(settings.variables).not.toHaveProperty('inf');
    expect(settings.variables).not.toHaveProperty('nan');
    expect(settings.rates).toMatchObject({ BYN: 29, KZT: DEFAULT_RATES.KZT, USD: DEFAULT_RATES.USD });
    expect(settings.rates).not.toHaveProperty('XYZ');
    expect(settings.hash).toBe('abc');
    expect(parseSettings({ hash: 'inner' }, 'outer').hash).toBe('outer');
  });

  it('a hostile payload cannot pollute prototypes; a non-object is refused', () => {
    const settings = parseSettings(JSON.parse('{"switches":{"__proto__":true,"constructor":true},"variables":{"__proto__":"x"},"rates":[]}'));
    expect(Object.getPrototypeOf(settings.switches)).toBe(Object.prototype);
    expect(Object.hasOwn(settings.switches, 'constructor')).toBe(false);
    expect(settings.rates).toEqual(DEFAULT_RATES);
    expect(() => parseSettings(null)).toThrow(TypeError);
    expect(() => parseSettings([1])).toThrow(TypeError);
    expect(parseSettings({ switches: 5, variables: null }).variables).toEqual(DEFAULT_SETTINGS.variables);
  });

  it('rates to RUB convert to rates per 1 USD for core/format', () => {
    const perUsd = ratesPerUsd({ ...DEFAULT_RATES, USD: 90, BYN: 30 });
    expect(perUsd.RUB).toBe(90);
    expect(perUsd.BYN).toBe(3);
    expect(perUsd.USD).toBe(1);
  });
});

describe('storefront-shell.md §5 version comparison and the §4 siteMinVersion reload', () => {
  it.each(['12.2', '12', '', 'a.b.c', '1.2.x', '1..2'])('§5 "%s" is an invalid version and never reloads', (version) => {
    expect(() => compareVersions(version, '1.0.0')).toThrow(InvalidVersionError);
    expect(needsReload(version, '0.0.1')).toBe(false);
  });

  it('§4 a siteMinVersion of 12.3.0-rc.10 reloads a running 12.3.0-rc.9 (semver precedence), and rc.9 never reloads rc.10', () => {
    expect(needsReload('12.3.0-rc.10', '12.3.0-rc.9')).toBe(true);
    expect(needsReload('12.3.0-rc.9', '12.3.0-rc.10')).toBe(false);
    expect(needsReload('12.3.0', '12.3.0-rc.10')).toBe(true);
  });

  it('§4 siteMinVersion above the running version reloads; equal or below does not', () => {
    const reload = vi.fn();
    expect(needsReload('12.2.0', '12.10.0')).toBe(false);
    expect(needsReload('12.2.0.1', '12.2.0')).toBe(true);
    expect(reloadIfTooOld('12.1.0', '12.2.0', reload)).toBe(false);
    expect(reloadIfTooOld('12.2.0', '12.2.0', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadIfTooOld('12.2.1', '12.2.0', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§5 a running version with fewer than three parts never reloads', () => {
    const reload = vi.fn();
    expect(reloadIfTooOld('99.0.0', '12.2', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at most once per session for the same minimum (a cached old bundle must not loop)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    reloadIfTooOld('13.0.0', '12.2.0', reload);
    reloadIfTooOld('13.0.0', '12.2.0', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(MIN_VERSION_RELOAD_KEY)).toBe('13.0.0');
    reloadIfTooOld('14.0.0', '12.2.0', reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('uses location.reload by default', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    reloadIfTooOld('2.0.0', '1.0.0');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("uses the page's version reload when one is set (the storefront lets its service worker's new version take over first)", () => {
    const plain = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const intoNewVersion = vi.fn();
    setVersionReload(intoNewVersion);
    try {
      reloadIfTooOld('3.0.0', '1.0.0');
    } finally {
      setVersionReload(null);
    }
    expect(intoNewVersion).toHaveBeenCalledTimes(1);
    expect(plain).not.toHaveBeenCalled();
  });
});

describe('storefront-shell.md §4 "Settings refresh" poll (fake timers)', () => {
  it('§4/§9 "Settings: poll 120 s": polls every 120000 ms, compares the hash, downloads only when it differs', async () => {
    vi.useFakeTimers();
    const state: SiteState = { staticHash: 'h1', staticBody: payload(), serverHash: 'x', serverBody: {} };
    const site = settingsSite(state);
    const poller = newPoller();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(site.count(STATIC_HASH)).toBe(1);
    expect(site.count(STATIC_JSON)).toBe(1);
    const settings = getStore().get(settingsAtom);
    expect(settings).toMatchObject({ hash: 'h1', switches: { enableCashback: true }, variables: { basketMaxQt: 300 }, rates: { BYN: 28.5 } });
    expect(JSON.parse(localStorage.getItem('vitrina:settings')!)).toMatchObject({ hash: 'h1' });
    expect(site.calls[0]!.url).toBe(STATIC_HASH);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(site.count(STATIC_HASH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(site.count(STATIC_HASH)).toBe(2);
    expect(site.count(STATIC_JSON)).toBe(1); // same hash: nothing downloaded

    state.staticHash = 'h2\n';
    state.staticBody = payload({ variables: { basketMaxQt: 400 } });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(site.count(STATIC_JSON)).toBe(2);
    expect(getStore().get(settingsAtom)).toMatchObject({ hash: 'h2', variables: { basketMaxQt: 400 } });
    expect(site.count(SERVER_HASH)).toBe(0);
    expect(poller.status()).toEqual({ source: 'static', failures: 0 });
  });

  it(`§4 after ${STATIC_FAILURES_BEFORE_FALLBACK} failures of the static file it falls back to the server path; failures are silent and counted`, async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error');
    const state: SiteState = { staticHash: fail, staticBody: {}, serverHash: 's1', serverBody: payload({ variables: { basketMaxQt: 510 } }) };
    const site = settingsSite(state);
    const poller = newPoller();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.status()).toEqual({ source: 'static', failures: 1 });
    expect(site.count(SERVER_HASH)).toBe(0);
    expect(getStore().get(settingsAtom)).toBe(DEFAULT_SETTINGS);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(site.count(STATIC_HASH)).toBe(2);
    expect(site.count(SERVER_HASH)).toBe(1);
    expect(site.count(SERVER_JSON)).toBe(1);
    expect(getStore().get(settingsAtom)).toMatchObject({ hash: 's1', variables: { basketMaxQt: 510 } });
    expect(poller.status()).toEqual({ source: 'server', failures: 2 });

    // From now on the server path is polled (hash compared there too).
    await vi.advanceTimersByTimeAsync(120_000);
    expect(site.count(STATIC_HASH)).toBe(2);
    expect(site.count(SERVER_HASH)).toBe(2);
    expect(site.count(SERVER_JSON)).toBe(1);

    state.serverHash = fail;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poller.status()).toEqual({ source: 'server', failures: 3 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('§4 a single static failure followed by a success does not fall back', async () => {
    const state: SiteState = { staticHash: fail, staticBody: payload(), serverHash: 's', serverBody: payload() };
    const site = settingsSite(state);
    const poller = newPoller();
    await poller.poll();
    state.staticHash = 'ok';
    await poller.poll();
    state.staticHash = fail;
    await poller.poll();
    expect(site.count(SERVER_HASH)).toBe(0);
    expect(poller.status()).toEqual({ source: 'static', failures: 2 });
  });

  it('malformed settings or an empty hash count as failures and keep the settings in force', async () => {
    const state: SiteState = { staticHash: 'h', staticBody: [1, 2], serverHash: '  ', serverBody: {} };
    settingsSite(state);
    const poller = newPoller();
    await poller.poll();
    await poller.poll();
    expect(getStore().get(settingsAtom)).toBe(DEFAULT_SETTINGS);
    expect(poller.status().failures).toBe(3); // static x2, then the server's empty hash
  });

  it('§4 new settings whose siteMinVersion is above the running kit reload the page', async () => {
    const reload = vi.fn();
    settingsSite({ staticHash: 'h', staticBody: payload({ variables: { siteMinVersion: '12.2.0' } }), serverHash: '', serverBody: {} });
    await newPoller({ kitVersion: '12.1.5', reload }).poll();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§5 a siteMinVersion with fewer than three parts never reloads', async () => {
    const reload = vi.fn();
    settingsSite({ staticHash: 'h', staticBody: payload({ variables: { siteMinVersion: '99.1' } }), serverHash: '', serverBody: {} });
    await newPoller({ kitVersion: '12.1.5', reload }).poll();
    expect(getStore().get(settingsAtom).variables.siteMinVersion).toBe('99.1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('startSettings starts one poller for the page', async () => {
    const site = settingsSite({ staticHash: 'h', staticBody: payload(), serverHash: '', serverBody: {} });
    const poller = startSettings();
    pollers.push(poller);
    expect(startSettings()).toBe(poller);
    await vi.waitFor(() => expect(getStore().get(settingsAtom).hash).toBe('h'));
    expect(site.count(STATIC_HASH)).toBe(1);
  });

  it('starts from the cached settings, so an unchanged hash downloads nothing', async () => {
    localStorage.setItem('vitrina:settings', JSON.stringify(payload({ hash: 'cached', variables: { basketMaxQt: 333 } })));
    const site = settingsSite({ staticHash: 'cached', staticBody: {}, serverHash: '', serverBody: {} });
    const poller = newPoller();
    poller.start();
    expect(getStore().get(settingsAtom)).toMatchObject({ hash: 'cached', variables: { basketMaxQt: 333 } });
    await vi.waitFor(() => expect(site.count(STATIC_HASH)).toBe(1));
    expect(site.count(STATIC_JSON)).toBe(0);
  });

  it('a storage that cannot cache the settings still applies them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fullLocalStorage();
    settingsSite({ staticHash: 'h9', staticBody: payload(), serverHash: '', serverBody: {} });
    const poller = newPoller();
    await poller.poll();
    expect(getStore().get(settingsAtom).hash).toBe('h9');
    expect(warn).toHaveBeenCalledWith('[vitrina] settings could not be cached', expect.anything());
  });
});

describe('storefront-shell.md §4 "A change in another tab is picked up"', () => {
  it('§4 a reloaded tab whose previous page still holds the lock polls once it is let go (asked again every 1000 ms, 5 times), not 120 s later', async () => {
    vi.useFakeTimers();
    const site = settingsSite({ staticHash: 'h1', staticBody: payload({ variables: { siteMinVersion: '100.0.0' } }), serverHash: '', serverBody: {} });
    const reload = vi.fn();
    // The previous page of this tab, on its way out.
    localStorage.setItem('vitrina:lock:vitrina:settings', JSON.stringify({ owner: 'previous-page', expires: Date.now() + 60_000 }));
    newPoller({ reload }).start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(site.calls).toHaveLength(0);
    localStorage.removeItem('vitrina:lock:vitrina:settings');
    await vi.advanceTimersByTimeAsync(999);
    expect(site.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(site.count(STATIC_HASH)).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§4 another tab keeping the lock: this one asks again for 5 s only, then at the 120 s poll', async () => {
    vi.useFakeTimers();
    const site = settingsSite({ staticHash: 'h1', staticBody: payload(), serverHash: '', serverBody: {} });
    localStorage.setItem('vitrina:lock:vitrina:settings', JSON.stringify({ owner: 'other', expires: Date.now() + 600_000 }));
    newPoller().start();
    await vi.advanceTimersByTimeAsync(5_000);
    localStorage.removeItem('vitrina:lock:vitrina:settings');
    await vi.advanceTimersByTimeAsync(114_999);
    expect(site.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(site.count(STATIC_HASH)).toBe(1);
  });

  it('§4 one tab polls (lock); the other takes the settings from the bus', async () => {
    const site = settingsSite({ staticHash: 'h1', staticBody: payload({ variables: { basketMaxQt: 444 } }), serverHash: '', serverBody: {} });
    const otherTab = new BroadcastChannel('vitrina');
    const posted: unknown[] = [];
    otherTab.onmessage = (event) => posted.push(event.data);
    // Another tab holds the settings lease: this tab does not poll.
    localStorage.setItem('vitrina:lock:vitrina:settings', JSON.stringify({ owner: 'other', expires: Date.now() + 60_000 }));
    const follower = newPoller();
    follower.start();
    await follower.poll();
    expect(site.calls).toHaveLength(0);

    otherTab.postMessage({ topic: 'settings:update', payload: payload({ hash: 'from-other-tab', variables: { basketMaxQt: 510 } }) });
    await vi.waitFor(() => expect(getStore().get(settingsAtom).hash).toBe('from-other-tab'));
    expect(getStore().get(settingsAtom).variables.basketMaxQt).toBe(510);
    otherTab.postMessage({ topic: 'settings:update', payload: 'garbage' });

    // When this tab polls, it tells the others.
    localStorage.removeItem('vitrina:lock:vitrina:settings');
    await follower.poll();
    await vi.waitFor(() => expect(posted).toContainEqual({ topic: 'settings:update', payload: expect.objectContaining({ hash: 'h1' }) }));
    expect(getStore().get(settingsAtom).variables.basketMaxQt).toBe(444);
    otherTab.close();
  });
});
