import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAtom, localeAtom } from '../../../../core/platform/locale/atoms';
import { menuAudienceInputAtom, menuDataAtom, menuStatusAtom, visibleMenuAtom } from '../../../../core/domain/navigation/menu/atoms';
import { MENU_FETCH_TIMEOUT_MS } from '../../../../core/domain/navigation/menu/fetch';
import { createMenuLoader, MENU_LAZY_UPDATE_MS, type MenuLoader } from '../../../../core/domain/navigation/menu/loader';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, hangingReply, json, networkDown, ORIGIN, resetPage, status } from '../http-fakes';

const STATIC = `${ORIGIN}/static/menu/ru-ru.json`;
const V11 = `${ORIGIN}/svc/menu/v11/menu`;
let loader: MenuLoader;

beforeEach(() => {
  resetPage();
  vi.useFakeTimers();
  getStore().set(localeAtom, 'ru');
  getStore().set(languageAtom, 'ru');
  getStore().set(menuDataAtom, null);
  getStore().set(menuStatusAtom, 'idle');
  getStore().set(menuAudienceInputAtom, { businessMode: false, premiumAvailable: false, resaleEnabled: false });
  loader = createMenuLoader();
});
afterEach(() => {
  loader.stop();
  vi.useRealTimers();
});

const names = () =>
  getStore()
    .get(visibleMenuAtom)
    .map((i) => i.name);

describe('menu loader (storefront-shell.md §7 static menu and menu v11, §9 menu lazy update 12 s, fetch timeout 10 s)', () => {
  it('§9 shows the static file first and replaces it with menu v11 exactly 12 s later', async () => {
    const calls = fakeFetch((call) => {
      if (call.url === STATIC) return json([{ id: 1, name: 'Static', url: '/a' }]);
      if (call.url.startsWith(V11)) return json({ data: { nodes: [{ id: 1, name: 'Fresh', url: '/a', nodes: [{ id: 2, name: 'Child', url: '/a/b' }] }] } });
      return status(404);
    });
    loader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['Static']);
    expect(getStore().get(menuStatusAtom)).toBe('ready');
    await vi.advanceTimersByTimeAsync(MENU_LAZY_UPDATE_MS - 1);
    expect(calls.some((c) => c.url.startsWith(V11))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(names()).toEqual(['Fresh']);
    expect(getStore().get(visibleMenuAtom)[0]!.children[0]!.name).toBe('Child');
    expect(calls.find((c) => c.url.startsWith(V11))!.url).toBe(`${V11}?locale=ru&lang=ru`);
  });

  it('asks menu v11 at once when the static file fails, and keeps the menu when the lazy update fails', async () => {
    let v11Works = true;
    fakeFetch((call) => {
      if (call.url === STATIC) return status(500);
      if (call.url.startsWith(V11)) return v11Works ? json({ data: { nodes: [{ id: 1, name: 'From v11' }] } }) : networkDown();
      return status(404);
    });
    loader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['From v11']);
    v11Works = false;
    getStore().set(languageAtom, 'en'); // a reload that fails keeps what is shown
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['From v11']);
    expect(getStore().get(menuStatusAtom)).toBe('ready');
  });

  it('both failing gives the error status (no TypeError)', async () => {
    fakeFetch(() => status(503));
    loader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(getStore().get(menuStatusAtom)).toBe('error');
    expect(names()).toEqual([]);
  });

  it('§9 gives up on a static file that does not answer within 10 s', async () => {
    fakeFetch((call) => (call.url === STATIC ? hangingReply(call) : json({ data: { nodes: [{ id: 1, name: 'v11' }] } })));
    loader.start();
    await vi.advanceTimersByTimeAsync(MENU_FETCH_TIMEOUT_MS - 1);
    expect(names()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(names()).toEqual(['v11']);
  });

  it('reloads for the new locale and language (static menu per locale and language)', async () => {
    const calls = fakeFetch((call) => json([{ id: 1, name: call.url.split('/').pop() }]));
    loader.start();
    await vi.advanceTimersByTimeAsync(0);
    getStore().set(localeAtom, 'kz');
    getStore().set(languageAtom, 'kk');
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['kz-kk.json']);
    expect(calls.map((c) => c.url)).toContain(`${ORIGIN}/static/menu/kz-kk.json`);
  });

  it('§5 rules apply to the loaded menu and follow the audience', async () => {
    fakeFetch(() =>
      json([
        { id: 1, name: 'Club', url: '/promotions/klubnye-skidki' },
        { id: 2, name: 'Certificates', url: '/gift/certificates' },
      ]),
    );
    loader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['Certificates']);
    getStore().set(menuAudienceInputAtom, { businessMode: false, premiumAvailable: true, resaleEnabled: false });
    expect(names()).toEqual(['Club', 'Certificates']);
    getStore().set(localeAtom, 'by');
    expect(names()).toEqual(['Club']);
  });
});
