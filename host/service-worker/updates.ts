import { installedWorker, loadWith, takeOver } from './take-over';

export interface Updates {
  /** A new version waits, or another tab already let it take over: the next full load runs it. */
  ready(): boolean;
  onChange(listener: () => void): void;
  /** Asks the server for the worker's script (a new build is a new worker, installed beside this one). */
  check(): Promise<void>;
  /** Lets the new version take over and loads `url` with it (the current address: a reload). */
  apply(url: string): Promise<void>;
}

/**
 * Follows the registration for a new version: one installed and waiting while this page's
 * version still controls it, or one that took over from another tab. The first install taking
 * this page over (the first visit) is not an update.
 */
export function watchUpdates(win: Window, registration: ServiceWorkerRegistration): Updates {
  const container = win.navigator.serviceWorker;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let hadController = container.controller !== null;
  let takenOver = false;
  let applying = false;
  let checking: Promise<void> | null = null;

  const follow = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', notify);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    follow(registration.installing);
    notify();
  });
  container.addEventListener('controllerchange', () => {
    if (hadController && !applying) takenOver = true;
    hadController = true;
    notify();
  });
  const waiting = () => (registration.waiting && container.controller ? registration.waiting : null);

  return {
    ready: () => takenOver || waiting() !== null,
    onChange: (listener) => void listeners.add(listener),
    check() {
      checking ??= registration
        .update()
        .then(
          () => undefined,
          () => undefined, // offline, or the server is away: the next check asks again
        )
        .finally(() => {
          checking = null;
        });
      return checking;
    },
    async apply(url) {
      applying = true;
      // Taken over from another tab already: the new version controls this page, nothing to let go.
      if (takenOver || !container.controller) return loadWith(win, url);
      const next = waiting() ?? (await installedWorker(registration));
      await takeOver(container, next);
      loadWith(win, url);
      // Not active yet (the browser restarted the old version for a request of this page, and
      // swaps it out only once that one is idle): the load goes to the old version, and swapping
      // it out while it answers can leave the load hanging. Once the new version controls this
      // page, which is still here, the load is sent again, to it.
      if (next && container.controller !== next) container.addEventListener('controllerchange', () => loadWith(win, url), { once: true });
    },
  };
}
