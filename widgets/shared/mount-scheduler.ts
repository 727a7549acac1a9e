/**
 * When each element's React root mounts (DESIGN.md "Budgets": no main-thread task over 50 ms after
 * the first paint, at 4x CPU). Mounting every element of a page as it upgrades made one long task
 * per wave of upgrades (the header, search, carousel, shelves and footer together, 100-240 ms at
 * 4x); here they take turns:
 * - one element at a time, each in a task of its own, yielding to the browser between two (input
 *   and frames go first);
 * - on screen, in priority order: the header, the search box, the page's largest content, the rest
 *   (equal priorities in the order they were asked for);
 * - an element inside another one of the kit (the search box and the language switcher in the
 *   header's light DOM) never goes first: while the outer one has not upgraded, the inner one waits
 *   for it (up to the deadline); while it waits for its turn, it mounts first, in the inner one's
 *   turn if that comes earlier (the outer one's root decides what of its light DOM shows);
 * - off screen (below the fold, or not rendered), on visibility or when the browser is idle, and at
 *   the latest at MOUNT_DEADLINE_MS: an element must not stay dead because nobody scrolled to it or
 *   the page is never idle. One that comes on screen while it waits takes its on-screen priority;
 *   one that leaves the screen goes back to waiting for idle or the deadline;
 * - a failing mount, or a failing yield, is logged and the others still take their turns.
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
/** Off screen elements taken at an idle moment (or at the deadline) come after every one on screen. */
const IDLE_OFFSET = 10;

/** The longest an idle mount waits for an idle moment (a page that is never idle still gets its elements). */
export const IDLE_MOUNT_TIMEOUT_MS = 1500;
/** The longest any element waits for its turn to be asked for, whatever visibility and idle say. */
export const MOUNT_DEADLINE_MS = 3000;
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
  /** Calls back in a task of its own after `ms`; returns the cancel. */
  after(ms: number, callback: () => void): () => void;
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
  /** On screen now (by the last report). */
  visible: boolean;
  /** An idle moment came: it may mount off screen. */
  idle: boolean;
  /** MOUNT_DEADLINE_MS passed: it mounts whatever else it waits for. */
  late: boolean;
  stops: Array<() => void>;
}

/** The element's parent across shadow boundaries (a shadow root's parent is its host). */
function composedParent(node: Node): Node | null {
  const parent = node.parentNode;
  if (parent && parent.nodeType === 11 && (parent as ShadowRoot).host) return (parent as ShadowRoot).host;
  return parent;
}

/**
 * Whether an element of the kit around `element` has not upgraded yet: its shadow root, once it
 * has one, decides what of its light DOM shows (the header shows its own search box, not the
 * page's fallback one), so what is inside waits for it.
 */
function insideWaitingHost(element: Element): boolean {
  if (typeof customElements === 'undefined') return false;
  for (let node = composedParent(element); node; node = composedParent(node)) {
    const name = (node as Element).localName;
    if (name?.startsWith('vt-') && !customElements.get(name)) return true;
  }
  return false;
}

export function createMountScheduler(env: MountEnv): MountScheduler {
  const jobs = new Map<Element, Job>();
  let order = 0;
  let running = false;
  let restart: (() => void) | undefined;

  const stopWatching = (job: Job) => {
    for (const stop of job.stops.splice(0)) stop();
  };
  const isReady = (job: Job) => job.visible || job.idle || job.late;
  const rank = (job: Job) => job.priority + (job.visible ? 0 : IDLE_OFFSET);

  /** The outermost element around `job`'s that also waits for its turn, or `job` itself. */
  const outermostWaiting = (job: Job): Job => {
    let outer = job;
    for (let node = composedParent(job.element); node; node = composedParent(node)) {
      const around = jobs.get(node as Element);
      if (around) outer = around;
    }
    return outer;
  };

  const next = (): Job | undefined => {
    let best: Job | undefined;
    for (const job of jobs.values()) {
      if (!isReady(job) || (!job.late && insideWaitingHost(job.element))) continue;
      if (!best || rank(job) < rank(best) || (rank(job) === rank(best) && job.order < best.order)) best = job;
    }
    return best && outermostWaiting(best);
  };

  const run = async () => {
    if (running) return;
    running = true;
    let stopped = false;
    try {
      // Each mount in a task of its own: never in the task that asked (an upgrade, an observer's callback).
      for (;;) {
        await env.yieldToMain();
        const job = next();
        if (!job) break;
        jobs.delete(job.element);
        stopWatching(job);
        try {
          await job.mount();
        } catch (error) {
          console.error(`[vitrina] <${job.element.localName}> could not mount:`, error);
        }
      }
    } catch (error) {
      stopped = true;
      console.error('[vitrina] the mount queue stopped:', error);
    } finally {
      running = false;
      // A failing yield must not leave ready elements unmounted for good: the queue goes on in a task of its own.
      if (stopped && [...jobs.values()].some(isReady))
        restart ??= env.after(0, () => {
          restart = undefined;
          void run();
        });
    }
  };

  const update = (job: Job, change: Partial<Pick<Job, 'visible' | 'idle' | 'late'>>) => {
    if (jobs.get(job.element) !== job) return;
    Object.assign(job, change);
    if (isReady(job)) void run();
  };

  return {
    schedule(element, priority, mount) {
      const previous = jobs.get(element);
      if (previous) stopWatching(previous);
      const job: Job = { element, priority, order: order++, mount, visible: !env.watchVisibility, idle: false, late: false, stops: [] };
      jobs.set(element, job);
      if (env.watchVisibility) {
        // Watched until its turn: coming on screen raises its priority, leaving it lowers it.
        job.stops.push(
          env.watchVisibility(element, (visible) => update(job, { visible })),
          env.onIdle(() => update(job, { idle: true })),
        );
      } else {
        void run();
      }
      job.stops.push(env.after(MOUNT_DEADLINE_MS, () => update(job, { late: true })));
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
      // Only its own report: a newer watch of the same element (it was scheduled again) stays.
      if (reports.get(element) !== report) return;
      reports.delete(element);
      observer.unobserve(element);
    };
  };
}

/**
 * The page's one scheduler, shared by every copy of the bundle on the page (they take turns in one
 * queue). The key names the scheduler's interface version: a copy whose scheduler works otherwise
 * keeps its own queue rather than handing its elements to one it does not know.
 */
const SCHEDULER_KEY = Symbol.for('vitrina.mountScheduler.v2');

export function pageMountScheduler(): MountScheduler {
  const holder = globalThis as { [SCHEDULER_KEY]?: MountScheduler };
  return (holder[SCHEDULER_KEY] ??= createMountScheduler({
    yieldToMain,
    watchVisibility: visibilityWatcher(),
    onIdle: (callback) => onIdle(callback, IDLE_MOUNT_TIMEOUT_MS),
    after: (ms, callback) => {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    },
  }));
}
