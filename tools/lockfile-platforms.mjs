#!/usr/bin/env node
/**
 * Adds to package-lock.json the entries of optional platform packages (rollup's native builds
 * for other systems) that the registry mirror of this workplace does not serve. npm leaves them
 * out of a lock it writes here, and `npm ci` then refuses the lock as out of sync with
 * package.json. Each entry carries its os/cpu (read from the package name), so npm skips it on
 * every other platform without fetching it. Run after any `npm install` that rewrites the lock:
 *   node tools/lockfile-platforms.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS_NAMES = { win32: 'win32', darwin: 'darwin', linux: 'linux', android: 'android', freebsd: 'freebsd', openbsd: 'openbsd', openharmony: 'openharmony' };
const CPU_NAMES = { x64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };

/** '@rollup/rollup-linux-arm64-musl' -> { os: 'linux', cpu: 'arm64', libc: 'musl' } */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS_NAMES[part]);
  const cpu = parts.find((part) => CPU_NAMES[part]);
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);
