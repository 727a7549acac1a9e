import { describe, expect, it } from 'vitest';
import { VIEW_MODEL_STATE, ViewModelContainers, ViewModelStateError } from '../../../../core/domain/navigation/routes/view-models';

describe('view-model lifecycle (storefront-routing-wallet.md §2.1)', () => {
  it('states are preparing 0, ready to install 1, installed 2, destroyed 3', () => {
    expect(VIEW_MODEL_STATE).toEqual({ preparing: 0, readyToInstall: 1, installed: 2, destroyed: 3 });
  });

  it('goes 0 -> 1 -> 2 and installing destroys the previous one', () => {
    const c = new ViewModelContainers();
    const a = c.prepare('A');
    expect(a.state).toBe(0);
    c.ready(a);
    expect(a.state).toBe(1);
    expect(c.install(a)).toBeNull();
    expect(a.state).toBe(2);
    const b = c.prepare('B');
    expect(b.container).not.toBe(a.container);
    c.ready(b);
    expect(c.install(b)).toBe(a);
    expect(a.state).toBe(3);
    expect(c.active()).toBe(b);
  });

  it('three containers, index 0 to 2; a fourth view model reuses the oldest unfinished container', () => {
    const c = new ViewModelContainers();
    const installed = c.prepare('A');
    c.ready(installed);
    c.install(installed);
    const aborted = c.prepare('B');
    const current = c.prepare('C');
    expect([installed.container, aborted.container, current.container].sort()).toEqual([0, 1, 2]);
    const next = c.prepare('D');
    expect(aborted.state).toBe(3);
    expect(next.container).toBe(aborted.container);
    expect(installed.state).toBe(2);
  });

  it('refuses to install what is not ready, or what was destroyed', () => {
    const c = new ViewModelContainers();
    const a = c.prepare('A');
    expect(() => c.install(a)).toThrow(ViewModelStateError);
    c.destroy(a);
    expect(() => c.ready(a)).toThrow(ViewModelStateError);
  });
});
