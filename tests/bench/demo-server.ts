import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchDemo {
  url: string;
  partnerUrl: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The demo server as `npm start` runs it, in its own process, on free ports with a throw-away data folder.
 * Its own process, so its work runs on the other core and not inside the bench's event loop, which drives
 * Lighthouse and Playwright and would otherwise delay their protocol messages behind each answer.
 */
export async function startBenchDemo(): Promise<BenchDemo> {
  const [port, partnerPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, PORT: String(port), PARTNER_PORT: String(partnerPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/config/services.json`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (attempt > 300 || child.exitCode !== null) {
      child.kill();
      throw new Error('the demo server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    partnerUrl: `http://localhost:${partnerPort}`,
    async close() {
      if (child.exitCode === null) child.kill();
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
