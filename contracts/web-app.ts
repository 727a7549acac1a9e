/**
 * Where the storefront's origin serves what makes it an installable, offline-capable web app:
 * the service worker script at the root (its scope is every page) and the web app manifest. The
 * host page registers and links them; the demo server serves them.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
