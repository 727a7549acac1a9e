import { forgetUserDataOnSignOut } from './forget-on-sign-out';
import { followWorkerNetwork } from './network-state';
import { registerServiceWorker } from './register';
import { mayApplyUpdate } from './update-policy';
import { showUpdatePrompt } from './update-prompt';
import { watchUpdates } from './updates';
import { cacheWhatThisPageLoaded } from './warm-up';

/** A page left open asks for a new version this often (besides each navigation, coming back online and coming back to the tab). */
export const UPDATE_CHECK_MS = 30 * 60_000;

export interface RouterHandle {
  current(): { route: { name: string } } | null;
}

/**
 * The storefront's offline mode and updates (host/main.ts starts it after the first page, once
 * the page has loaded): registers the worker, follows its view of the network, offers a new
 * version (update-prompt.ts) and lets it take over on the next in-app navigation outside the
 * checkout, and forgets signed-in data cached by the worker when the shopper signs out.
 */
export async function startServiceWorker(win: Window, router: RouterHandle): Promise<void> {
  const doc = win.document;
  const registration = await registerServiceWorker(win, doc.querySelector('vt-store')?.getAttribute('services') ?? null);
  const container = win.navigator.serviceWorker;
  if (!registration || !container) return;
  followWorkerNetwork(win, container);
  // The first visit: once the new worker takes this page over, what it loaded before is cached too.
  if (!container.controller) container.addEventListener('controllerchange', () => cacheWhatThisPageLoaded(win, container), { once: true });

  const updates = watchUpdates(win, registration);
  const currentRoute = () => router.current()?.route.name ?? null;
  showUpdatePrompt(doc, updates, currentRoute);
  // "Applies on the next navigation, never mid-checkout": the in-app navigation becomes a full load with the new version.
  doc.addEventListener('vt-navigate', (event) => {
    if (event.defaultPrevented || !updates.ready() || !mayApplyUpdate(currentRoute())) return;
    event.preventDefault();
    void updates.apply(event.detail.url);
  });
  const check = () => void updates.check();
  doc.addEventListener('vt-route-change', check);
  win.addEventListener('online', check);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') check();
  });
  win.setInterval(check, UPDATE_CHECK_MS);

  forgetUserDataOnSignOut(container);
}
