import { installedWorker, loadWith, takeOver } from './take-over';

/**
 * storefront-shell.md §4 "Settings refresh: if siteMinVersion is above the running version, the
 * page reloads" (core/domain/settings/min-version.ts). On the storefront a plain reload would run the
 * version the service worker has cached again: the server's new worker is fetched and installed
 * first and takes over, then the page reloads into it, mid-checkout or not (the running version
 * is one the site no longer accepts).
 */
export async function reloadIntoNewVersion(win: Window): Promise<void> {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const registration = container?.controller ? await container.getRegistration('/').catch(() => undefined) : undefined;
  if (container && registration) {
    await registration.update().catch(() => undefined);
    await takeOver(container, await installedWorker(registration));
  }
  loadWith(win, win.location.href);
}
