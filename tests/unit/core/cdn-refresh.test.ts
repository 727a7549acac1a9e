import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CDN_CACHE_KEY, CDN_TOPIC, cdnConfigAtom, createCdnRefresher, startCdnRefresh, type CdnRefresher } from '../../../core/domain/settings/cdn/refresh';
import { parseCdnConfig } from '../../../core/domain/settings/cdn/refresh-parse';
import { settingsAtom } from '../../../core/domain/settings/atoms';
import { DEFAULT_SETTINGS } from '../../../core/domain/settings/types';
import { getStore } from '../../../core/platform/store/store';
import { fakeFetch, fullLocalStorage, json, ORIGIN, resetPage, status } from './http-fakes';

const UPSTREAMS = `${ORIGIN}/svc/cdn/api/v3/upstreams`;

/** The shape the demo serves (storefront-shell.md §3 "CDN config"). */
function upstreams(hash = 'h1') {
  return {
    origin: {
      products: {
        method: 'range',
        hosts: [
          { vol_range_from: 0, vol_range_to: 143, host: `${ORIGIN}/cdn/basket-01` },
          { vol_range_from: 144, vol_range_to: 99999, host: `${ORIGIN}/cdn/basket-02/` },
        ],
      },
      feedbacks: { method: 'mod', hosts: [`${ORIGIN}/cdn/feedback-01`, `${ORIGIN}/cdn/feedback-02`] },
    },
    recommend: { videos: { method: 'mod', hosts: ['video-01.cdn.example'] } },
    hash,
    timestamp: 1_750_000_000,
  };
}

function switchCdn(on: boolean) {
  getStore().set(settingsAtom, { ...DEFAULT_SETTINGS, switches: { ...DEFAULT_SETTINGS.switches, enableCdnConfig: on } });
}

let refreshers: CdnRefresher[] = [];
function newRefresher(): CdnRefresher {
  const refresher = createCdnRefresher();
  refreshers.push(refresher);
  return refresher;
}

beforeEach(() => {
  resetPage();
  getStore().set(settingsAtom, DEFAULT_SETTINGS);
  getStore().set(cdnConfigAtom, null);
});

afterEach(() => {
  refreshers.forEach((r) => r.stop());
  refreshers = [];
  vi.useRealTimers();
});

describe('storefront-shell.md §3 "CDN config" validation', () => {
  it('§3 keeps range and mod groups of origin and recommend, hash and timestamp', () => {
    const config = parseCdnConfig(upstreams());
    expect(config.origin.products).toEqual({
      method: 'range',
      hosts: [
        { vol_range_from: 0, vol_range_to: 143, host: `${ORIGIN}/cdn/basket-01` },
        { vol_range_from: 144, vol_range_to: 99999, host: `${ORIGIN}/cdn/basket-02` },
      ],
    });
    expect(config.origin.feedbacks).toEqual({ method: 'mod', hosts: [`${ORIGIN}/cdn/feedback-01`, `${ORIGIN}/cdn/feedback-02`] });
    expect(config.recommend.videos).toEqual({ method: 'mod', hosts: ['https://video-01.cdn.example'] });
    expect(config).toMatchObject({ hash: 'h1', timestamp: 1_750_000_000 });
  });

  it('drops hostile or broken hosts and groups; refuses a config with nothing usable', () => {
    const config = parseCdnConfig({
      origin: {
        a: { method: 'mod', hosts: ['javascript:alert(1)', 'https://user:pw@evil.example', 'https://ok.example/?q=1', { host: 'https://obj.example' }, 7] },
        b: {
          method: 'range',
          hosts: [{ vol_range_from: 5, vol_range_to: 1, host: 'https://x.example' }, { vol_range_from: 0.5, vol_range_to: 1, host: 'https://x.example' }, null],
        },
        c: { method: 'random', hosts: ['https://x.example'] },
        d: { method: 'mod', hosts: 'https://x.example' },
        ['__proto__']: { method: 'mod', hosts: ['https://x.example'] },
      },
      recommend: null,
    });
    expect(config.origin).toEqual({ a: { method: 'mod', hosts: ['https://obj.example'] } });
    expect(config.recommend).toEqual({});
    expect(config).toMatchObject({ hash: '', timestamp: 0 });
    expect(() => parseCdnConfig({ origin: {}, recommend: { x: { method: 'mod', hosts: [] } } })).toThrow(TypeError);
    expect(() => parseCdnConfig('nope')).toThrow(TypeError);
  });
});

describe('storefront-shell.md §4/§9 CDN config refresh (fake timers)', () => {
  it('§4 nothing is fetched while the switch enableCdnConfig is off', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => json(upstreams()));
    newRefresher().start();
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(calls).toHaveLength(0);
  });

  it('§9 "CDN validity 180 s, first fetch after 5 s": first fetch 5000 ms after the switch is on, then every 180000 ms, with ts=', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => json(upstreams()));
    switchCdn(true);
    newRefresher().start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${UPSTREAMS}?ts=${Date.now()}`);
    expect(getStore().get(cdnConfigAtom)).toMatchObject({ hash: 'h1' });
    expect(JSON.parse(localStorage.getItem(`vitrina:${CDN_CACHE_KEY}`)!)).toMatchObject({ hash: 'h1' });

    await vi.advanceTimersByTimeAsync(179_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);

    switchCdn(false);
    await vi.advanceTimersByTimeAsync(540_000);
    expect(calls).toHaveLength(2);
  });

  it('startCdnRefresh starts one refresher for the page', () => {
    const refresher = startCdnRefresh();
    refreshers.push(refresher);
    expect(startCdnRefresh()).toBe(refresher);
  });

  it('§8 failures are silent and counted; the last good config is kept', async () => {
    const errors = vi.spyOn(console, 'error');
    let reply = () => json(upstreams('good'));
    fakeFetch(() => reply());
    const refresher = newRefresher();
    await refresher.refresh();
    const good = getStore().get(cdnConfigAtom);
    reply = () => status(503);
    await refresher.refresh();
    reply = () => json({ origin: 'broken' });
    await refresher.refresh();
    reply = () => status(204);
    await refresher.refresh();
    expect(refresher.failures()).toBe(3);
    expect(getStore().get(cdnConfigAtom)).toBe(good);
    expect(errors).not.toHaveBeenCalled();
  });

  it('an unchanged hash keeps the config object and tells no one', async () => {
    const otherTab = new BroadcastChannel('vitrina');
    const posted: unknown[] = [];
    otherTab.onmessage = (event) => posted.push(event.data);
    fakeFetch(() => json(upstreams('same')));
    const refresher = newRefresher();
    await refresher.refresh();
    const first = getStore().get(cdnConfigAtom);
    await refresher.refresh();
    expect(getStore().get(cdnConfigAtom)).toBe(first);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ topic: CDN_TOPIC, payload: { hash: 'same' } });
    otherTab.close();
  });

  it('starts from the cached config; a broken cache is ignored', () => {
    localStorage.setItem(`vitrina:${CDN_CACHE_KEY}`, JSON.stringify(upstreams('cached')));
    newRefresher().start();
    expect(getStore().get(cdnConfigAtom)).toMatchObject({ hash: 'cached' });
    refreshers.forEach((r) => r.stop());
    getStore().set(cdnConfigAtom, null);
    localStorage.setItem(`vitrina:${CDN_CACHE_KEY}`, JSON.stringify({ origin: 1 }));
    newRefresher().start();
    expect(getStore().get(cdnConfigAtom)).toBeNull();
  });

  it('§4 under a lock: a tab without the lease does not fetch, and takes the config from the bus', async () => {
    const calls = fakeFetch(() => json(upstreams()));
    localStorage.setItem('vitrina:lock:vitrina:cdn', JSON.stringify({ owner: 'other', expires: Date.now() + 60_000 }));
    const refresher = newRefresher();
    refresher.start();
    await refresher.refresh();
    expect(calls).toHaveLength(0);
    const otherTab = new BroadcastChannel('vitrina');
    otherTab.postMessage({ topic: CDN_TOPIC, payload: { bad: true } });
    otherTab.postMessage({ topic: CDN_TOPIC, payload: upstreams('from-other-tab') });
    await vi.waitFor(() => expect(getStore().get(cdnConfigAtom)?.hash).toBe('from-other-tab'));
    otherTab.close();
  });

  it('a storage that cannot cache the config still uses it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let hash = 'cached';
    fakeFetch(() => json(upstreams(hash)));
    const refresher = newRefresher();
    await refresher.refresh(); // takes the lease before storage fills up
    fullLocalStorage();
    hash = 'uncached';
    await refresher.refresh();
    expect(getStore().get(cdnConfigAtom)?.hash).toBe('uncached');
    expect(warn).toHaveBeenCalledWith('[vitrina] CDN config could not be cached', expect.anything());
  });
});
