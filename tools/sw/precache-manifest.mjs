import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The service worker's precache list (sw/precache.ts): what the storefront needs to start with no
 * network, found in the build output itself (never a hand-kept list), each file with the digest
 * the worker checks it against when it stores it and whenever it serves it.
 *
 * - every script of the build (the loader, the host page's scripts, every chunk), but the
 *   integrator examples (dist/examples/);
 * - every language file the build emits, however they are laid out under dist/locales/
 *   (dist/locales/ru.json today; dist/locales/{lng}/{ns}.json with per-element namespaces);
 * - the currency-sign fonts (dist/fonts/, under a kilobyte each): an offline price keeps its sign;
 * - the host page's own assets it links (host/host.css, host/favicon.svg);
 * - the shell: the host page at `/`, which the demo server assembles from host/index.html,
 *   host/host.css and dist/host-boot.js; its revision is theirs (it is not a file of the build).
 */

/** URL path -> a file kind the worker precaches. */
const PRECACHED = [/^\/dist\/[^/]+\.js$/, /^\/dist\/chunks\/.+\.js$/, /^\/dist\/locales\/.+\.json$/, /^\/dist\/fonts\/.+\.woff2$/];
const HOST_ASSETS = ['host.css', 'favicon.svg'];
export const SHELL_URL = '/';
/** The first line of dist/sw.js: `self.__VT_PRECACHE=<manifest>;` (see withPrecacheManifest). */
const MANIFEST_LINE = /^self\.__VT_PRECACHE=.*;\n/;

/** sha-256, hex, first 24 characters (96 bits): the same digest as sw/digest.ts. */
export function digest96(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 24);
}

function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * The manifest of the build in `distDir` with the host page of `hostDir`:
 * `{ version, build, shell: { url, revision }, files: [[url, digest], ...] }`. `build` names this
 * precache (its cache is vt-precache-{version}-{build}): it changes when any file does.
 */
export function precacheManifest({ distDir, hostDir, version }) {
  const files = filesUnder(distDir)
    .map((relative) => ({ relative, url: `/dist/${relative.split(path.sep).join('/')}` }))
    .filter(({ url }) => PRECACHED.some((pattern) => pattern.test(url)) && !url.startsWith('/dist/sw.js'))
    .map(({ relative, url }) => [url, digest96(readFileSync(path.join(distDir, relative)))]);
  for (const asset of HOST_ASSETS) {
    const file = path.join(hostDir, asset);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) files.push([`/host/${asset}`, digest96(readFileSync(file))]);
  }
  files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const shellInputs = [
    path.join(hostDir, 'index.html'),
    path.join(hostDir, 'host.css'),
    path.join(distDir, 'host-boot.js'),
    path.join(distDir, 'manifest.json'),
  ]
    .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
    .map((file) => readFileSync(file));
  const shell = { url: SHELL_URL, revision: digest96(Buffer.concat([Buffer.from(version), ...shellInputs])) };
  const build = digest96(JSON.stringify({ version, shell, files })).slice(0, 12);
  return { version, build, shell, files };
}

/** The worker's code with this manifest as its first line (replacing the one it had). */
export function withPrecacheManifest(code, manifest) {
  return `self.__VT_PRECACHE=${JSON.stringify(manifest)};\n${code.replace(MANIFEST_LINE, '')}`;
}

/**
 * The rollup plugin of the worker's build (rollup.config.mjs, built after the kit): puts the
 * manifest of the kit's output on the first line of sw.js, and keeps its source map in step.
 */
export function precacheManifestPlugin({ distDir, hostDir, version }) {
  return {
    name: 'vitrina-precache-manifest',
    generateBundle(_options, bundle) {
      const manifest = precacheManifest({ distDir, hostDir, version });
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        item.code = withPrecacheManifest(item.code, manifest);
        // The added line shifts every mapping down one line.
        if (item.map) item.map.mappings = `;${item.map.mappings}`;
      }
    },
  };
}
