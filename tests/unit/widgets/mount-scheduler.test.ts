import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountScheduler, mountPriority, type MountEnv } from '../../../widgets/shared/mount-scheduler';
import { yieldToMain } from '../../../widgets/shared/yield-to-main';

/** A scheduler whose yields, visibility and idle moments the test drives, and a log of what happened. */
function harness(options: { visibility?: boolean } = {}) {
  const log: string[] = [];
  const visibility = new Map<Element, (visible: boolean) => void>();
  const idle: Array<() => void> = [];
  const env: MountEnv = {
    yieldToMain: () =>
      new Promise((resolve) => {
        log.push('yield');
        setTimeout(resolve, 0);
      }),
    watchVisibility:
      options.visibility === false
        ? null
        : (element, report) => {
            visibility.set(element, report);
            return () => visibility.delete(element);
          },
    onIdle: (callback) => {
      idle.push(callback);
      return () => idle.splice(idle.indexOf(callback), 1);
    },
  };
  const scheduler = createMountScheduler(env);
  const element = (tag: string) => document.createElement(tag);
  /** Schedules `el`; its mount logs "mount <tag>" and resolves at once, or when `commit` is called. */
  const schedule = (el: Element, hold = false) => {
    let commit = () => {};
    const cancel = scheduler.schedule(el, mountPriority(el.localName), () => {
      log.push(`mount ${el.localName}`);
      return hold ? new Promise<void>((resolve) => (commit = resolve)) : Promise.resolve();
    });
    return { cancel, commit: () => commit() };
  };
  const show = (...elements: Element[]) => elements.forEach((el) => visibility.get(el)?.(true));
  const hide = (...elements: Element[]) => elements.forEach((el) => visibility.get(el)?.(false));
  const settle = () => vi.waitFor(() => expect(log.at(-1)).toBe('yield')).then(() => new Promise((resolve) => setTimeout(resolve, 5)));
  return { log, scheduler, element, schedule, show, hide, idle, settle, mounts: () => log.filter((entry) => entry !== 'yield') };
}

describe('widgets/shared/mount-scheduler (DESIGN.md budgets: no task over 50 ms after the first paint)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('mounts the elements on screen in priority order: header, search, the largest content, the rest', async () => {
    const h = harness();
    const els = ['vt-footer', 'vt-product-card', 'vt-banner-carousel', 'vt-search', 'vt-header'].map(h.element);
    els.forEach((el) => h.schedule(el));
    h.show(...els);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(5));
    expect(h.mounts()).toEqual(['mount vt-header', 'mount vt-search', 'mount vt-banner-carousel', 'mount vt-footer', 'mount vt-product-card']);
  });

  it('mounts one element per task: a yield to the browser before each mount, never in the task that asked', async () => {
    const h = harness();
    const els = ['vt-header', 'vt-search', 'vt-cart'].map(h.element);
    els.forEach((el) => h.schedule(el));
    h.show(...els);
    expect(h.mounts()).toEqual([]);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(3));
    await h.settle();
    expect(h.log).toEqual(['yield', 'mount vt-header', 'yield', 'mount vt-search', 'yield', 'mount vt-cart', 'yield']);
  });

  it("waits for an element's first commit before the next element mounts", async () => {
    const h = harness();
    const header = h.element('vt-header');
    const search = h.element('vt-search');
    const held = h.schedule(header, true);
    h.schedule(search);
    h.show(header, search);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-header']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mounts()).toEqual(['mount vt-header']);
    held.commit();
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-header', 'mount vt-search']));
  });

  it('an element below the fold waits until it nears the viewport', async () => {
    const h = harness();
    const footer = h.element('vt-footer');
    h.schedule(footer);
    h.hide(footer);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mounts()).toEqual([]);
    h.show(footer);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-footer']));
  });

  it('an element off screen mounts at an idle moment, after every element on screen', async () => {
    const h = harness();
    const hidden = h.element('vt-header');
    const shown = h.element('vt-cart');
    h.schedule(hidden);
    h.schedule(shown);
    h.hide(hidden);
    h.idle[0]!(); // the hidden one's idle moment
    h.show(shown);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(2));
    // The header's priority is the highest, but off screen it waits for what the shopper sees.
    expect(h.mounts()).toEqual(['mount vt-cart', 'mount vt-header']);
    expect(h.idle).toEqual([]);
  });

  it('an element that left the page before its turn never mounts', async () => {
    const h = harness();
    const gone = h.element('vt-header');
    const stays = h.element('vt-search');
    h.schedule(gone).cancel();
    h.schedule(stays);
    h.show(gone, stays);
    h.idle.slice().forEach((callback) => callback());
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-search']));
    await h.settle();
    expect(h.mounts()).toEqual(['mount vt-search']);
  });

  it('an element scheduled again (removed and put back) mounts once', async () => {
    const h = harness();
    const el = h.element('vt-cart');
    h.schedule(el);
    h.schedule(el);
    h.show(el);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(1));
    await h.settle();
    expect(h.mounts()).toEqual(['mount vt-cart']);
  });

  it('a mount that throws is logged and the next elements still mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = harness();
    const broken = h.element('vt-header');
    const search = h.element('vt-search');
    h.scheduler.schedule(broken, 0, () => Promise.reject(new Error('boom')));
    h.schedule(search);
    h.show(broken, search);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-search']));
    expect(String(error.mock.calls[0]?.[0])).toContain('<vt-header> could not mount');
  });

  it('an element inserted later, while others mount, takes its turn by priority', async () => {
    const h = harness();
    const card = h.element('vt-product-card');
    const held = h.schedule(card, true);
    h.show(card);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-product-card']));
    const late = ['vt-footer', 'vt-header'].map(h.element);
    late.forEach((el) => h.schedule(el));
    h.show(...late);
    held.commit();
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(3));
    expect(h.mounts()).toEqual(['mount vt-product-card', 'mount vt-header', 'mount vt-footer']);
  });

  it('without IntersectionObserver every element counts as on screen', async () => {
    const h = harness({ visibility: false });
    h.schedule(h.element('vt-footer'));
    h.schedule(h.element('vt-header'));
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-header', 'mount vt-footer']));
  });
});

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded, postTask: vi.fn() });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('falls back to a user-visible postTask', async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve(callback()));
    vi.stubGlobal('scheduler', { postTask });
    await yieldToMain();
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'user-visible' });
  });

  it('falls back to a MessageChannel task, after the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after yield']);
  });
});
