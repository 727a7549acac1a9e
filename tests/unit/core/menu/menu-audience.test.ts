import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../core/transport/token/token';
import { localeAtom, languageAtom } from '../../../../core/platform/locale/atoms';
import { atom } from 'jotai/vanilla';
import { reshapeSplits } from '../../../../contracts/splits';
import { followMenuAudience, RESALE_SWITCH, splitsAtom } from '../../../../core/domain/navigation/menu/audience';
import { menuAudienceInputAtom, menuDataAtom, menuStatusAtom, visibleMenuAtom } from '../../../../core/domain/navigation/menu/atoms';
import { createMenuLoader } from '../../../../core/domain/navigation/menu/loader';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { PROMOTION_LINKS } from '../../../../core/domain/links/links';
import type { MenuItem } from '../../../../contracts/menu';
import { fakeFetch, headerOf, json, makeJwt, ORIGIN, resetPage, status, type Call } from '../http-fakes';

/** storefront-shell.md §5 "Menu" item rules fed from the session (§3 user info and grade, §6 roles, §7 splitter). */
const menuItem = (id: string, name: string, url: string): MenuItem => ({ id, name, url, newTab: false, isTop: false, children: [] });
const MENU = [
  menuItem('a', 'Обувь', '/catalog/obuv'),
  menuItem('club', 'Клубные скидки', PROMOTION_LINKS.clubDiscounts),
  menuItem('resale', 'Ресейл', PROMOTION_LINKS.resale),
];
interface Who {
  b2b?: boolean;
  employee?: boolean;
  premium?: boolean;
  rollout?: 'on' | 'off';
}
let who: Who = {};
let calls: Call[] = [];
let stop: () => void = () => undefined;

function serve(): void {
  calls = fakeFetch((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/webapi/user/info') return json({ state: 0, value: { isB2b: who.b2b ?? false, isActiveEmployee: who.employee ?? false } });
    if (path === '/webapi/user/grade') return json({ state: 0, value: { wbClub: who.premium ?? false, premiumIsAvailable: who.premium ?? false } });
    if (path === '/webapi/splitter') return json([{ type: 'rollout', properties: { resale: who.rollout ?? 'off' } }]);
    return status(404);
  });
}

const visible = () =>
  getStore()
    .get(visibleMenuAtom)
    .map((item) => item.id);
const settle = () => vi.waitFor(() => expect(calls.filter((c) => /user\/info|user\/grade|splitter/.test(c.url)).length).toBeGreaterThanOrEqual(3));
async function signIn(user = 1000002): Promise<void> {
  setToken(makeJwt({ user }));
  await settle();
  await vi.waitFor(() => expect(getStore().get(splitsAtom)).not.toEqual({}));
}

beforeEach(() => {
  resetPage();
  getStore().set(localeAtom, 'ru');
  getStore().set(settingsAtom, { ...getStore().get(settingsAtom), switches: { ...getStore().get(settingsAtom).switches, [RESALE_SWITCH]: true } });
  getStore().set(menuAudienceInputAtom, { businessMode: false, premiumAvailable: false, resaleEnabled: false });
  getStore().set(menuDataAtom, { items: MENU, source: 'static' });
  who = {};
  serve();
  stop = followMenuAudience();
});
afterEach(() => {
  stop();
  clearToken();
  vi.unstubAllGlobals();
});

describe('menu audience from the session (storefront-shell.md §5 Menu, §6)', () => {
  it('§5 a guest sees neither club discounts nor resale', () => {
    expect(visible()).toEqual(['a']);
  });

  it('§5/§6 a club subscriber with premium available sees club discounts, at once after sign-in', async () => {
    who = { premium: true };
    await signIn();
    await vi.waitFor(() => expect(visible()).toEqual(['a', 'club']));
  });

  it('§5 club discounts stay hidden in business mode, even with premium available', async () => {
    who = { premium: true, b2b: true, rollout: 'on' };
    await signIn();
    await vi.waitFor(() => expect(getStore().get(menuAudienceInputAtom).businessMode).toBe(true));
    expect(visible()).toEqual(['a']); // resale is also off in business mode (§6)
  });

  it('§6 resale: signed in, main locale, switch on, in the rollout range (splitter with the user id header)', async () => {
    who = { rollout: 'on' };
    await signIn(1000005);
    await vi.waitFor(() => expect(visible()).toEqual(['a', 'resale']));
    const splitter = calls.find((c) => c.url.endsWith('/webapi/splitter'));
    expect(splitter?.method).toBe('POST');
    expect(headerOf(splitter, 'X-User-Id')).toBe('1000005');
    getStore().set(settingsAtom, { ...getStore().get(settingsAtom), switches: { ...getStore().get(settingsAtom).switches, [RESALE_SWITCH]: false } });
    expect(visible()).toEqual(['a']);
  });

  it('§6 resale for an employee outside the rollout, and only in the main locale', async () => {
    who = { employee: true };
    await signIn();
    await vi.waitFor(() => expect(visible()).toEqual(['a', 'resale']));
    getStore().set(localeAtom, 'kz');
    expect(visible()).toEqual(['a']);
  });

  it('signing out hides what the user had at once', async () => {
    who = { premium: true, rollout: 'on' };
    await signIn();
    await vi.waitFor(() => expect(visible()).toEqual(['a', 'club', 'resale']));
    clearToken();
    await vi.waitFor(() => expect(visible()).toEqual(['a']));
  });

  it('a failing splitter or user info keeps the restrictive defaults (no TypeError)', async () => {
    calls = fakeFetch(() => status(500));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setToken(makeJwt({ user: 7 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visible()).toEqual(['a']);
  });
});

describe('menu v11 dest (storefront-shell.md §7 "GET menu v11 with locale, lang, id, dest")', () => {
  it('sends the delivery destination, and a new destination loads the menu again', async () => {
    vi.useFakeTimers();
    try {
      getStore().set(languageAtom, 'ru');
      getStore().set(menuStatusAtom, 'idle');
      getStore().set(menuDataAtom, null);
      // core/menu/audience.ts menuDestAtom gives the chosen delivery address's dest; here a stand-in.
      const destAtom = atom<string | undefined>('-1257786');
      const v11: string[] = [];
      fakeFetch((call) => {
        if (call.url === `${ORIGIN}/static/menu/ru-ru.json`) return status(503);
        if (call.url.startsWith(`${ORIGIN}/svc/menu/v11/menu`)) {
          v11.push(new URL(call.url).searchParams.get('dest') ?? '');
          return json({ data: { nodes: [{ id: 1, name: 'Fresh', url: '/a' }] } });
        }
        return status(404);
      });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const loader = createMenuLoader({ destAtom });
      loader.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(v11).toEqual(['-1257786']);
      getStore().set(destAtom, '123');
      await vi.advanceTimersByTimeAsync(0);
      expect(v11).toEqual(['-1257786', '123']);
      loader.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('splitter answer (storefront-shell.md §7)', () => {
  it("reads each type's properties and never throws on bad input", () => {
    expect(
      reshapeSplits([{ type: 'rollout', properties: { resale: 'on', bad: {} } }, { properties: {} }, null, { type: '__proto__', properties: { x: 1 } }]),
    ).toEqual({ rollout: { resale: 'on' } });
    expect(reshapeSplits(undefined)).toEqual({});
    expect(reshapeSplits('<html>')).toEqual({});
  });
});
