import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShelfCard } from '../../../widgets/product-card/shelf-card';
import { MOBILE_QUERY } from '../../../widgets/shared/use-media-query';
import { settingsAtom } from '../../../core/domain/settings/atoms';
import { getStore } from '../../../core/platform/store/store';
import { reactRootPerTest } from './react-root';

const t = ((key: string) => key) as never;
const product = {
  nmId: 123456,
  name: 'Платье',
  brand: 'Alto',
  pics: 1,
  currency: 'RUB',
  sizes: [{ characteristicId: 1, price: { product: 100000 }, stocks: [{ wh: 1, qty: 3 }] }],
};

// The width the media query sees (use-media-query.ts keeps one list per query for the page).
let width = 1366;
const listeners = new Set<() => void>();
const resize = (to: number) => {
  width = to;
  act(() => listeners.forEach((listener) => listener()));
};

describe('product links in a new tab on shelf cards (routing-wallet §6 "mobile always same window")', () => {
  const root = reactRootPerTest();
  beforeEach(() => {
    width = 1366;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === MOBILE_QUERY ? width < 1024 : false;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    const settings = getStore().get(settingsAtom);
    getStore().set(settingsAtom, { ...settings, switches: { ...settings.switches, enableProductNewTab: false } });
  });
  const setSwitch = (on: boolean) => {
    const settings = getStore().get(settingsAtom);
    act(() => getStore().set(settingsAtom, { ...settings, switches: { ...settings.switches, enableProductNewTab: on } }));
  };

  it('§6 with the setting on, at 1366 px the link opens a new tab (noopener) and asks for no popup; at 390 px the same window', () => {
    setSwitch(true);
    const selects: unknown[] = [];
    root.host.addEventListener('vt-product-select', (event) => selects.push((event as CustomEvent).detail));
    root.render(<ShelfCard product={product} host={root.host} t={t} />);
    const link = () => root.host.querySelector('a')!;
    expect(link().getAttribute('target')).toBe('_blank');
    expect(link().getAttribute('rel')).toBe('noopener');
    link().addEventListener('click', (event) => event.preventDefault()); // no navigation in the test page
    act(() => link().click());
    expect(selects).toEqual([]);

    resize(390);
    expect(link().hasAttribute('target')).toBe(false);
    act(() => link().click());
    expect(selects).toEqual([{ nmId: 123456, href: '/catalog/123456/detail.aspx' }]);
  });

  it('§6 with the setting off, desktop links stay in the window and the popup rule applies (shell §2)', () => {
    setSwitch(false);
    const selects: unknown[] = [];
    root.host.addEventListener('vt-product-select', (event) => selects.push((event as CustomEvent).detail));
    root.render(<ShelfCard product={product} host={root.host} t={t} />);
    const link = root.host.querySelector('a')!;
    expect(link.hasAttribute('target')).toBe(false);
    link.addEventListener('click', (event) => event.preventDefault());
    act(() => link.click());
    expect(selects).toHaveLength(1);
  });
});
