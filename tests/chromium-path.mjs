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

const DISABLE_FEATURES = '--disable-features=';

/**
 * The flags with their --disable-features lists joined into one. Chromium reads only the last
 * --disable-features it is given, so CHROMIUM_ARGS' list after a launcher's own would switch the
 * launcher's list back on (chrome-launcher's has Translate, OptimizationHints and RenderDocument,
 * which Lighthouse measures without).
 */
export function withOneDisableFeatures(flags) {
  const lists = flags.filter((flag) => flag.startsWith(DISABLE_FEATURES));
  if (lists.length < 2) return [...flags];
  const features = new Set(lists.flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',')).filter(Boolean));
  return [...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)), `${DISABLE_FEATURES}${[...features].join(',')}`];
}

/** The flags of the bench's Lighthouse Chromium: a launcher's own (e.g. chrome-launcher's defaults), headless, and ours, with one --disable-features. */
export function lighthouseChromeFlags(launcherFlags) {
  return withOneDisableFeatures([...launcherFlags, '--headless=new', ...CHROMIUM_ARGS]);
}
