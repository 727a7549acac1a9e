import { compareVersions } from '../../platform/version';
import { pagePart } from '../../platform/page';

/** Remembers, for the tab's session, which minimum version already caused a reload. */
export const MIN_VERSION_RELOAD_KEY = 'vitrina:min-version-reload';

/**
 * storefront-shell.md §4 "Settings refresh": if siteMinVersion is above the running version the
 * page reloads; §5: version comparison needs at least three dotted parts, so an invalid version
 * on either side never reloads.
 */
export function needsReload(siteMinVersion: string, runningVersion: string): boolean {
  try {
    return compareVersions(siteMinVersion, runningVersion) > 0;
  } catch {
    return false;
  }
}

const reloadSlot = () => pagePart('versionReload', () => ({ reload: null as (() => void) | null }));

/**
 * How the page reloads into a newer version. A plain reload by default; the storefront host page
 * sets one that first lets its service worker's waiting version take over (host/service-worker),
 * or the reload would run the cached old kit again.
 */
export function setVersionReload(reload: (() => void) | null): void {
  reloadSlot().reload = reload;
}

function versionReload(): void {
  const custom = reloadSlot().reload;
  if (custom) custom();
  else location.reload();
}

/**
 * Reloads at most once per tab session for a given minimum version: a reload that still runs
 * the old kit (a cached bundle) must not loop forever. Returns true when it reloaded.
 */
export function reloadIfTooOld(siteMinVersion: string, runningVersion: string, reload: () => void = versionReload): boolean {
  if (!needsReload(siteMinVersion, runningVersion)) return false;
  if (readSession() === siteMinVersion) {
    console.warn(`[vitrina] kit ${runningVersion} is below the site minimum ${siteMinVersion} and a reload did not help`);
    return false;
  }
  writeSession(siteMinVersion);
  reload();
  return true;
}

function readSession(): string | null {
  try {
    return sessionStorage.getItem(MIN_VERSION_RELOAD_KEY);
  } catch {
    return null;
  }
}

function writeSession(value: string): void {
  try {
    sessionStorage.setItem(MIN_VERSION_RELOAD_KEY, value);
  } catch {
    /* without session storage a loop cannot be detected; the reload still happens once per load */
  }
}
