import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadProductNewTabExperiment, productsInNewTabAtom } from '../../../../core/domain/catalog/product/new-tab';
import { splitsAtom } from '../../../../core/domain/navigation/menu/splits';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { setToken, clearToken } from '../../../../core/transport/token/token';
import { fakeFetch, json, makeJwt, resetPage } from '../http-fakes';

const withSwitch = (on: boolean) => {
  const settings = getStore().get(settingsAtom);
  getStore().set(settingsAtom, { ...settings, switches: { ...settings.switches, enableProductNewTab: on } });
};

describe('opening products in a new tab (storefront-routing-wallet.md §6 "depends on a setting or experiment")', () => {
  beforeEach(() => {
    resetPage();
    withSwitch(false);
    getStore().set(splitsAtom, {});
  });

  it('§6 the setting: the global switch enableProductNewTab', () => {
    expect(getStore().get(productsInNewTabAtom)).toBe(false);
    withSwitch(true);
    expect(getStore().get(productsInNewTabAtom)).toBe(true);
  });

  it('§6 the experiment: the splitter A/B entry productNewTab=on, whatever the switch', () => {
    getStore().set(splitsAtom, { ab: { productNewTab: 'off' } });
    expect(getStore().get(productsInNewTabAtom)).toBe(false);
    getStore().set(splitsAtom, { ab: { productNewTab: 'on' } });
    expect(getStore().get(productsInNewTabAtom)).toBe(true);
    getStore().set(splitsAtom, { rollout: { productNewTab: 'on' } });
    expect(getStore().get(productsInNewTabAtom)).toBe(false);
  });

  it("a signed-in shopper's splits are read once for product links (shell §7 splitter); a guest asks for nothing", async () => {
    const calls = fakeFetch(() => json([{ type: 'ab', properties: { productNewTab: 'on' } }]));
    clearToken();
    loadProductNewTabExperiment();
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    setToken(makeJwt({ user: 4242 }));
    loadProductNewTabExperiment();
    loadProductNewTabExperiment();
    await vi.waitFor(() => expect(getStore().get(productsInNewTabAtom)).toBe(true));
    expect(calls.filter((c) => c.url.endsWith('/webapi/splitter'))).toHaveLength(1);
  });
});
