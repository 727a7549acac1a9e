import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_PAINT_TEMPLATE, NODES_PER_TASK, loadAfterFirstPaint } from '../../../host/after-first-paint';

// Inert stand-ins for the kit's scripts (a type happy-dom does not run) and its modulepreloads.
const SCRIPTS = '<script type="text/x-kit" src="/dist/vitrina.js"></script><script type="text/x-kit" src="/dist/host.js"></script>';
const links = (from: number, count: number) => Array.from({ length: count }, (_, i) => `<link rel="x-preload" href="/dist/chunks/c${from + i}.js">`).join('');
const inHead = () =>
  [...document.head.querySelectorAll('[src^="/dist/"], [href^="/dist/"]')].map((node) => node.getAttribute('src') ?? node.getAttribute('href'));

const realObserver = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
/** A browser without paint timing unless a test gives it an observer class. */
function setPerformanceObserver(value: unknown): void {
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value });
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('host page: the kit starts after the first paint (host/after-first-paint.ts, issue 10 Lighthouse)', () => {
  // A timer set for 0 ms from within a timer is due 1 ms later in the fake clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = `<template id="${AFTER_FIRST_PAINT_TEMPLATE}">${links(0, 2)}${SCRIPTS}${links(2, 17)}</template>`;
    setVisibility('visible');
    setPerformanceObserver(undefined);
  });
  afterEach(() => {
    if (realObserver) Object.defineProperty(window, 'PerformanceObserver', realObserver);
    else Reflect.deleteProperty(window, 'PerformanceObserver');
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
    document.head.innerHTML = '';
  });

  it('a visible page with paint timing: nothing until the first paint entry is observed (the frame is on screen)', () => {
    const observers: Array<{ callback: () => void; type?: string; disconnected: boolean }> = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      private readonly record: (typeof observers)[number];
      constructor(callback: () => void) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: { type: string; buffered: boolean }) {
        this.record.type = options.buffered ? options.type : 'not buffered';
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    setPerformanceObserver(PaintObserver);
    loadAfterFirstPaint(document);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(inHead()).toEqual([]);
    expect(observers.map((o) => o.type)).toEqual(['paint']);
    observers[0]!.callback();
    expect(observers[0]!.disconnected).toBe(true);
    expect(inHead()).toHaveLength(NODES_PER_TASK);
  });

  it('a visible page without paint timing: nothing before the next frame, then the scripts first and a few nodes per task, every one once', () => {
    loadAfterFirstPaint(document);
    expect(inHead()).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The frame paints first: the nodes come in a task after it.
    expect(inHead()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(inHead()).toEqual(['/dist/vitrina.js', '/dist/host.js', ...Array.from({ length: NODES_PER_TASK - 2 }, (_, i) => `/dist/chunks/c${i}.js`)]);
    vi.advanceTimersByTime(1);
    expect(inHead()).toHaveLength(2 * NODES_PER_TASK);
    vi.runAllTimers();
    expect(inHead()).toEqual(['/dist/vitrina.js', '/dist/host.js', ...Array.from({ length: 19 }, (_, i) => `/dist/chunks/c${i}.js`)]);
    // runAllTimers ran the fallback timer too: a second start added nothing. The template is left as it was.
    expect(document.querySelector<HTMLTemplateElement>(`#${AFTER_FIRST_PAINT_TEMPLATE}`)!.content.querySelectorAll('[href], [src]')).toHaveLength(21);
  });

  it("the scripts keep the page's order (not async, as parsed in the HTML)", () => {
    loadAfterFirstPaint(document);
    vi.runAllTimers();
    expect([...document.head.querySelectorAll<HTMLScriptElement>(':scope > script')].map((script) => script.async)).toEqual([false, false]);
  });

  it('a page nobody sees (background tab, prerender) starts at once and whole: it has no frame to wait for', () => {
    setVisibility('hidden');
    loadAfterFirstPaint(document);
    expect(inHead()).toHaveLength(21);
  });

  it('a visible page whose frame never comes starts after the fallback time', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    loadAfterFirstPaint(document, 1000);
    vi.advanceTimersByTime(999);
    expect(inHead()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(inHead()).toHaveLength(NODES_PER_TASK);
    frames.mockRestore();
  });

  it('a page hidden while the nodes come in gets the rest at once', () => {
    loadAfterFirstPaint(document);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    setVisibility('hidden');
    vi.advanceTimersByTime(1);
    expect(inHead()).toHaveLength(21);
  });

  it('a page without the template does nothing', () => {
    document.head.innerHTML = SCRIPTS.replaceAll('/dist/', '/other/');
    expect(() => loadAfterFirstPaint(document)).not.toThrow();
    vi.runAllTimers();
    expect(inHead()).toEqual([]);
  });
});
