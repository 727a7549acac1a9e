/**
 * host/index.html keeps the kit's entry scripts and the route's modulepreloads (the demo server's
 * plan) in `<template id="vt-after-first-paint">`, inert, and this puts them in the head after
 * the page's first frame has painted (Lighthouse mobile 100 on the product page).
 *
 * Why: the HTML alone paints the shell and the route's first-paint content (inline stylesheet,
 * the product's title, the cookie notice). Fetched from the head, on a fast connection the
 * scripts arrive while that first frame is still being made and their compile and evaluation
 * tasks delay it; Lighthouse's simulation then counts every script that finished before the
 * observed paint as blocking it (product page: FCP 1450-1650 ms simulated, 99). Started after the
 * frame, they cost the shopper about one frame, and the first paint waits for no script.
 */
export const AFTER_FIRST_PAINT_TEMPLATE = 'vt-after-first-paint';

/**
 * Nodes put in the head per task: each modulepreload link starts a fetch on the main thread
 * (about 0.3 ms at 1x CPU), and 66 of them at once (the product page) made one task of 12-18 ms
 * right after the first paint, 50-70 ms at the 4x of a mobile run.
 */
export const NODES_PER_TASK = 8;

/**
 * Starts the template's content once: after the first paint in a visible page, at once in a page
 * nobody sees paint (a background tab or a prerender), which has no frame to wait for. The
 * fallback timer covers a visible page whose paint never comes.
 */
export function loadAfterFirstPaint(doc: Document, fallbackMs = 1000): void {
  const template = doc.getElementById(AFTER_FIRST_PAINT_TEMPLATE) as HTMLTemplateElement | null;
  const win = doc.defaultView;
  if (!template?.content || !win) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    appendInTasks(doc, win, [...doc.importNode(template.content, true).children]);
  };
  if (doc.visibilityState !== 'visible') {
    start();
    return;
  }
  afterPaint(win, start);
  win.setTimeout(start, fallbackMs);
}

/**
 * The paint timing entry comes once the frame is on screen. A task after the next animation
 * frame (where paint timing is missing) comes after the frame's paint on the main thread, which
 * is earlier: on a fast connection a script or two still arrived before the first paint counted.
 */
function afterPaint(win: Window, then: () => void): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer(() => {
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
}

/** Scripts first, in the page's order (not async, as in the HTML); then the links, a few per task. */
function appendInTasks(doc: Document, win: Window, nodes: Element[]): void {
  const scripts = nodes.filter((node): node is HTMLScriptElement => node.localName === 'script');
  for (const script of scripts) script.async = false;
  const queue: Element[] = [...scripts, ...nodes.filter((node) => node.localName !== 'script')];
  const next = () => {
    // A page hidden meanwhile has no frames to keep short, and its timers are throttled.
    doc.head.append(...queue.splice(0, doc.visibilityState === 'visible' ? NODES_PER_TASK : queue.length));
    if (queue.length) win.setTimeout(next, 0);
  };
  next();
}
