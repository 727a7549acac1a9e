import { existsSync } from 'node:fs';

/**
 * The Chromium every browser and e2e test uses (DESIGN.md Tests): CHROME_PATH when set, else
 * Debian's /usr/bin/chromium, else undefined so Playwright falls back to its own build.
 */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Flags for a headless Chromium on a closed network, as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Pages that tests fulfil themselves have no network address, so Chromium's Local Network
  // Access check would count them as public and block their requests to the loopback demo
  // server. Real partner pages are served from the network and are not affected.
  '--disable-features=LocalNetworkAccessChecks',
];
