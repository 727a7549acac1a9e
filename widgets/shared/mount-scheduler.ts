/**
 * When each element's React root mounts (DESIGN.md "Budgets": no main-thread task over 50 ms after
 * the first paint, at 4x CPU). Mounting every element of a page as it upgrades made one long task
 * per wave of upgrades (the header, search, carousel, shelves and footer together, 100-240 ms at
 * 4x); here they take turns:
 * - one element at a time, each in a task of its own, yielding to the browser between two (input
 *   and frames go first);
 * - on screen, in priority order: the header, the search box, the page's largest content, the rest;
 * - off screen (below the fold, or not rendered), on visibility or when the browser is idle,
 *   whichever comes first (an element must not stay dead because nobody scrolled to it);
 * Framework-free: the element passes what mounting is (widgets/shared/define-element.tsx).
 */
import { onIdle } from './on-idle';
import { yieldToMain } from './yield-to-main';

/** Lower runs first. Elements not in the table are in `other`. */
export const MOUNT_PRIORITY: Readonly<Record<string, number>> = {
  'vt-header': 0,
  'vt-search': 1,
  // The largest content of the pages that have one: home's banners, a listing's grid, a product.
  'vt-banner-carousel': 2,
  'vt-product-grid': 2,
};
const OTHER_PRIORITY = 3;
/** Off screen elements taken at an idle moment come after every one on screen. */
const IDLE_OFFSET = 10;

/** The longest an idle mount waits for an idle moment (a page that is never idle still gets its elements). */
export const IDLE_MOUNT_TIMEOUT_MS = 1500;
/** How near the viewport an element counts as on screen (it mounts before it scrolls in). */
export const MOUNT_MARGIN = '200px';

export function mountPriority(tag: string): number {
  return MOUNT_PRIORITY[tag] ?? OTHER_PRIORITY;
}

export interface MountEnv {
  /** Resolves in a later task, after input and rendering had their turn. */
  yieldToMain(): Promise<void>;
  /** Reports whether `element` is on screen: at once, and again on every change; returns the stop. Null: everything counts as on screen. */
  watchVisibility: ((element: Element, report: (visible: boolean) => void) => () => void) | null;
  /** Calls back at an idle moment; returns the cancel. */
  onIdle(callback: () => void): () => void;
}

export interface MountScheduler {
  /**
   * Queues `mount` (resolving once the element's first render is on its way: committed, or given
   * up on) for `element`; returns the cancel (the element left the page before its turn).
   */
  schedule(element: Element, priority: number, mount: () => Promise<void>): () => void;
}

interface Job {
  element: Element;
  priority: number;
  order: number;
  mount: () => Promise<void>;
  ready: boolean;
  stops: Array<() => void>;
}

export function createMountScheduler(env: MountEnv): MountScheduler {
  const jobs = new Map<Element, Job>();
  let order = 0;
  let running = false;

  const stopWatching = (job: Job) => {
    for (const stop of job.stops.splice(0)) stop();
  };

  const nextReady = (): Job | undefined => {
    let best: Job | undefined;
    for (const job of jobs.values()) {
      if (!job.ready) continue;
      if (!best || job.priority < best.priority || (job.priority === best.priority && job.order < best.order)) best = job;
    }
    return best;
  };

  const run = async () => {
    if (running) return;
    running = true;
    try {
      // Each mount in a task of its own: never in the task that asked (an upgrade, an observer's callback).
      for (;;) {
        await env.yieldToMain();
        const job = nextReady();
        if (!job) break;
        jobs.delete(job.element);
        stopWatching(job);
        try {
          await job.mount();
        } catch (error) {
          console.error(`[vitrina] <${job.element.localName}> could not mount:`, error);
        }
      }
    } finally {
      running = false;
    }
  };

  const markReady = (job: Job, priority: number) => {
    if (jobs.get(job.element) !== job || job.ready) return;
    job.priority = priority;
    job.ready = true;
    stopWatching(job);
    void run();
  };

  return {
    schedule(element, priority, mount) {
      jobs.get(element)?.stops.forEach((stop) => stop());
      const job: Job = { element, priority, order: order++, mount, ready: false, stops: [] };
      jobs.set(element, job);
      if (!env.watchVisibility) {
        markReady(job, priority);
      } else {
        job.stops.push(
          env.watchVisibility(element, (visible) => {
            if (visible) markReady(job, priority);
          }),
          env.onIdle(() => markReady(job, priority + IDLE_OFFSET)),
        );
      }
      return () => {
        if (jobs.get(element) !== job) return;
        jobs.delete(element);
        stopWatching(job);
      };
    },
  };
}

/** One IntersectionObserver for every waiting element. */
function visibilityWatcher(): MountEnv['watchVisibility'] {
  if (typeof IntersectionObserver === 'undefined') return null;
  const reports = new Map<Element, (visible: boolean) => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) reports.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MOUNT_MARGIN },
  );
  return (element, report) => {
    reports.set(element, report);
    observer.observe(element);
    return () => {
      reports.delete(element);
      observer.unobserve(element);
    };
  };
}

const SCHEDULER_KEY = Symbol.for('vitrina.mountScheduler');

/** The page's one scheduler (shared by a second copy of the bundle, so both take turns). */
export function pageMountScheduler(): MountScheduler {
  const holder = globalThis as { [SCHEDULER_KEY]?: MountScheduler };
  return (holder[SCHEDULER_KEY] ??= createMountScheduler({
    yieldToMain,
    watchVisibility: visibilityWatcher(),
    onIdle: (callback) => onIdle(callback, IDLE_MOUNT_TIMEOUT_MS),
  }));
}
