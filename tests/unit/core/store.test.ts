import { describe, expect, it } from 'vitest';
import { atom } from 'jotai/vanilla';
import { getStore } from '../../../core/platform/store/store';

describe('core/store (DESIGN.md: ONE jotai store per page)', () => {
  it('returns the same store on every call', () => {
    expect(getStore()).toBe(getStore());
  });

  it('keeps the store in the page runtime (globalThis under Symbol.for("vitrina.runtime")), so a second bundle copy shares it', () => {
    const runtime = (globalThis as Record<symbol, { parts: Map<string, unknown> }>)[Symbol.for('vitrina.runtime')]!;
    const shared = runtime.parts.get('store');
    expect(shared).toBe(getStore());
    const counter = atom(0);
    getStore().set(counter, 5);
    expect((shared as ReturnType<typeof getStore>).get(counter)).toBe(5);
  });
});
