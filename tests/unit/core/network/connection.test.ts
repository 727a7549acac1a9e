import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkReachableAtom, offlineAtom } from '../../../../core/transport/connection';
import { getStore } from '../../../../core/platform/store';

describe('the page works offline when the browser or the service worker says so', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    getStore().set(networkReachableAtom, true);
  });

  it("follows the browser's offline and online events, read or not", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(getStore().get(offlineAtom)).toBe(true);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(getStore().get(offlineAtom)).toBe(false);
  });

  it('is offline while the service worker answers from its caches, the browser online (a weak signal)', () => {
    getStore().set(networkReachableAtom, false);
    expect(getStore().get(offlineAtom)).toBe(true);
    getStore().set(networkReachableAtom, true);
    expect(getStore().get(offlineAtom)).toBe(false);
  });
});
