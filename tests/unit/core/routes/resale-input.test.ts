import { afterEach, describe, expect, it } from 'vitest';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { readUserResale, resaleForSellers, RESALE_SWITCH, userResaleAtom } from '../../../../core/domain/navigation/routes/resale-input';

describe('§6 C2C guard input: resale for sellers', () => {
  const store = getStore();
  const initial = store.get(settingsAtom);
  afterEach(() => {
    store.set(settingsAtom, initial);
    store.set(userResaleAtom, undefined);
  });

  it('reads resaleEnabled from the user info answer; anything else is unknown, never a crash', () => {
    expect(readUserResale({ state: 0, value: { resaleEnabled: true } })).toBe(true);
    expect(readUserResale({ state: 0, value: { resaleEnabled: false } })).toBe(false);
    for (const bad of [null, 'x', 42, { value: { resaleEnabled: 'yes' } }, { value: null }]) expect(readUserResale(bad)).toBeUndefined();
  });

  it("the switch off is a definite no; otherwise the user's flag, undefined until known", () => {
    expect(resaleForSellers()).toBeUndefined();
    store.set(userResaleAtom, true);
    expect(resaleForSellers()).toBe(true);
    store.set(settingsAtom, { ...initial, switches: { ...initial.switches, [RESALE_SWITCH]: false } });
    expect(resaleForSellers()).toBe(false);
  });
});
