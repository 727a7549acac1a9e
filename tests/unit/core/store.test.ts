import { describe, expect, it } from 'vitest';
import { atom } from 'jotai/vanilla';
import { getStore } from '../../../core/platform/store/store';

describe('core/store (DESIGN.md: ONE jotai store per page)', () => {
  it('returns the same store on every call', () => {
    expect(getStore()).toBe(getStore());
  });

  it('keeps the store on globalThis under Symbol.for("vitrina.store"), so a second bundle copy shares it', () => {
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('vitrina.store')];
    expect(shared).toBe(getStore());
    const counter = atom(0);
    getStore().set(counter, 5);
    expect((shared as ReturnType<typeof getStore>).get(counter)).toBe(5);
  });
});
