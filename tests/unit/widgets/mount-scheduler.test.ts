import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountScheduler, mountPriority, type MountEnv } from '../../../widgets/shared/mount-scheduler';
import { yieldToMain } from '../../../widgets/shared/yield-to-main';

/** Registers `tag` as an upgraded element (the scheduler's hosts are elements that have upgraded). */
function upgraded(tag: string): void {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
}

/** A scheduler whose yields, visibility and idle moments the test drives, and a log of what happened. */
function harness(options: { visibility?: boolean; yieldToMain?: () => Promise<void> } = {}) {
  const log: string[] = [];
  const visibility = new Map<Element, (visible: boolean) => void>();
  const idle: Array<() => void> = [];
  /** Timers asked for with `after`, by delay: the test fires them. */
  const timers: Array<{ ms: number; callback: () => void }> = [];
  const env: MountEnv = {
    yieldToMain:
      options.yieldToMain ??
      (() =>
        new Promise((resolve) => {
          log.push('yield');
          setTimeout(resolve, 0);
        })),
    watchVisibility:
      options.visibility === false
        ? null
        : (element, report) => {
            visibility.set(element, report);
            return () => visibility.delete(element);
          },
    onIdle: (callback) => {
      idle.push(callback);
      return () => {
        if (idle.includes(callback)) idle.splice(idle.indexOf(callback), 1);
      };
    },
    after: (ms, callback) => {
      const timer = { ms, callback };
      timers.push(timer);
      // A cancelled timer never fires (the fake queue keeps only live ones).
      return () => {
        if (timers.includes(timer)) timers.splice(timers.indexOf(timer), 1);
      };
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
  /** Fires the live timers of `ms` (the deadline: 3000). */
  const elapse = (ms: number) => timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.callback());
  return { log, scheduler, element, schedule, show, hide, idle, timers, elapse, settle, mounts: () => log.filter((entry) => entry !== 'yield') };
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

  it('equal priorities mount in the order they were asked for', async () => {
    const h = harness();
    const els = ['vt-cart', 'vt-footer', 'vt-favorites'].map(h.element);
    els.forEach((el) => h.schedule(el));
    h.show(...[...els].reverse());
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-cart', 'mount vt-footer', 'mount vt-favorites']));
  });

  it('connected, removed before its turn and put back: mounts once, when the new watch reports it on screen', async () => {
    const h = harness();
    const header = h.element('vt-header');
    const first = h.schedule(header);
    first.cancel(); // removed
    h.schedule(header); // put back
    // The first cancel, called again late (a deferred disconnect), must not drop the new turn.
    first.cancel();
    h.show(header);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-header']));
    await h.settle();
    expect(h.mounts()).toEqual(['mount vt-header']);
  });

  it('a queued element that left the page mounts neither on its visibility report nor at its idle moment or deadline', async () => {
    const h = harness();
    const gone = h.element('vt-search');
    const { cancel } = h.schedule(gone);
    h.show(gone);
    cancel();
    h.idle.slice().forEach((callback) => callback());
    h.elapse(3000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mounts()).toEqual([]);
    expect(h.idle).toEqual([]);
    expect(h.timers).toEqual([]);
  });

  it('an element never reported on screen and never given an idle moment mounts at the 3000 ms deadline', async () => {
    const h = harness();
    const hidden = h.element('vt-locale-switcher'); // e.g. in a slot its host never rendered
    h.schedule(hidden);
    h.hide(hidden);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mounts()).toEqual([]);
    expect(h.timers.map((timer) => timer.ms)).toEqual([3000]);
    h.elapse(3000);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-locale-switcher']));
  });

  it('the header, taken at an idle moment off screen, comes on screen: it mounts before every element still waiting', async () => {
    const h = harness();
    const header = h.element('vt-header');
    const cards = ['vt-product-card', 'vt-product-card', 'vt-product-card'].map(h.element);
    const first = h.schedule(cards[0]!, true);
    cards.slice(1).forEach((card) => h.schedule(card));
    h.schedule(header);
    h.show(...cards);
    h.hide(header);
    h.idle.at(-1)!(); // the header's idle moment, while it is off screen (its shell hidden)
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-product-card']));
    h.show(header); // the shell shows
    first.commit();
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(4));
    expect(h.mounts()).toEqual(['mount vt-product-card', 'mount vt-header', 'mount vt-product-card', 'mount vt-product-card']);
  });

  it('an element that leaves the screen before its turn waits again for idle or the deadline', async () => {
    const h = harness();
    const held = h.element('vt-banner-carousel');
    const fallback = h.element('vt-footer');
    const turn = h.schedule(held, true);
    h.schedule(fallback);
    h.show(held, fallback);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-banner-carousel']));
    h.hide(fallback); // e.g. its host's first commit no longer shows it
    turn.commit();
    await h.settle();
    expect(h.mounts()).toEqual(['mount vt-banner-carousel']);
    h.idle.at(-1)!();
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-banner-carousel', 'mount vt-footer']));
  });

  it("an element in another's light DOM never mounts before it: the header mounts in its search box's turn", async () => {
    const h = harness();
    upgraded('vt-header');
    const header = h.element('vt-header');
    const search = h.element('vt-search');
    const switcher = h.element('vt-locale-switcher');
    header.append(search, switcher);
    document.body.append(header);
    h.schedule(search);
    h.schedule(switcher);
    h.schedule(header);
    // The fallback children are on screen before the header's own report arrives.
    h.show(search, switcher);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(3));
    expect(h.mounts()).toEqual(['mount vt-header', 'mount vt-search', 'mount vt-locale-switcher']);
    header.remove();
  });

  it('the host is found across shadow roots: an element in a shadow root of a waiting element waits for it', async () => {
    const h = harness();
    upgraded('vt-cart');
    const outer = h.element('vt-cart');
    const inner = h.element('vt-search');
    outer.attachShadow({ mode: 'open' }).append(inner);
    document.body.append(outer);
    h.schedule(inner);
    h.schedule(outer);
    h.show(inner);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(2));
    expect(h.mounts()).toEqual(['mount vt-cart', 'mount vt-search']);
    outer.remove();
  });

  it('an element inside a kit element that has not upgraded yet waits for it, and mounts at the deadline if it never does', async () => {
    const h = harness();
    const host = document.createElement('vt-test-host-that-never-loads');
    const search = h.element('vt-search');
    host.append(search);
    document.body.append(host);
    h.schedule(search);
    h.show(search);
    h.idle.slice().forEach((callback) => callback());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mounts()).toEqual([]);
    h.elapse(3000);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-search']));
    host.remove();
  });

  it('a kit host upgrading later mounts before the element that waited inside it', async () => {
    const h = harness();
    const tag = 'vt-test-host-upgrading-later';
    const host = document.createElement(tag);
    const search = h.element('vt-search');
    host.append(search);
    document.body.append(host);
    h.schedule(search);
    h.show(search);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mounts()).toEqual([]);
    customElements.define(tag, class extends HTMLElement {});
    h.schedule(host);
    h.show(host);
    await vi.waitFor(() => expect(h.mounts()).toHaveLength(2));
    expect(h.mounts()).toEqual([`mount ${tag}`, 'mount vt-search']);
    host.remove();
  });

  it('a yield that fails does not stop the queue: the ready elements mount in a later task', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const h = harness({
      yieldToMain: () => (++calls === 1 ? Promise.reject(new Error('task aborted')) : new Promise((resolve) => setTimeout(resolve, 0))),
    });
    const header = h.element('vt-header');
    h.schedule(header);
    h.show(header);
    await vi.waitFor(() => expect(h.timers.some((timer) => timer.ms === 0)).toBe(true));
    h.elapse(0);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-header']));
    expect(String(error.mock.calls[0]?.[0])).toContain('mount queue stopped');
  });

  it('a mount that throws synchronously is logged and the queue goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = harness();
    const broken = h.element('vt-header');
    const search = h.element('vt-search');
    h.scheduler.schedule(broken, 0, () => {
      throw new Error('boom');
    });
    h.schedule(search);
    h.show(broken, search);
    await vi.waitFor(() => expect(h.mounts()).toEqual(['mount vt-search']));
    expect(String(error.mock.calls[0]?.[0])).toContain('<vt-header> could not mount');
  });
});

describe('pageMountScheduler with two copies of the kit on the page', () => {
  it('both copies queue in one scheduler, so their elements take turns', async () => {
    vi.resetModules();
    const first = await import('../../../widgets/shared/mount-scheduler');
    vi.resetModules();
    const second = await import('../../../widgets/shared/mount-scheduler');
    expect(second.pageMountScheduler).not.toBe(first.pageMountScheduler);
    expect(second.pageMountScheduler()).toBe(first.pageMountScheduler());
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
