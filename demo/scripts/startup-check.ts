/**
 * The demo server is up within 3 s of start and stays under 300 MB RSS.
 * Starts demo/server/main.ts as a child (free ports, temp data dir), waits for /config/services.json,
 * exercises a few heavy endpoints, then prints the startup time and the child's RSS.
 * Run: npx tsx demo/scripts/startup-check.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STARTUP_BUDGET_MS = 3000;
export const RSS_BUDGET_MB = 300;
const GIVE_UP_MS = 30000;
const POLL_MS = 25;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-startup-'));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: '0', PARTNER_PORT: '0', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error('the server did not log its URL')), GIVE_UP_MS);
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /marketplace: (http:\/\/\S+)/.exec(out);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]!);
    }
  });
  child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

let upMs = Infinity;
while (performance.now() - started < GIVE_UP_MS) {
  try {
    if ((await fetch(`${url}/config/services.json`)).ok) {
      upMs = performance.now() - started;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, POLL_MS));
}

// Touch the heavy paths so RSS reflects a warmed-up server, not an idle one.
await Promise.all([
  fetch(`${url}/svc/search/search?query=a&page=1`),
  fetch(`${url}/svc/suggest/api/v7/hint?query=пла`),
  fetch(`${url}/svc/catalog/catalog/elektronika/products`),
  fetch(`${url}/static/menu/ru-ru.json`),
  fetch(`${url}/svc/banners?urltype=1`),
]);
const rss = rssMb(child.pid!);
child.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const upOk = upMs <= STARTUP_BUDGET_MS;
const rssOk = rss <= RSS_BUDGET_MB;
console.log(`startup: ${Math.round(upMs)} ms (budget ${STARTUP_BUDGET_MS} ms) ${upOk ? 'ok' : 'OVER'}`);
console.log(`rss: ${rss} MB (budget ${RSS_BUDGET_MB} MB) ${rssOk ? 'ok' : 'OVER'}`);
process.exitCode = upOk && rssOk ? 0 : 1;
