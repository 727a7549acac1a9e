import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemo } from '../../demo/server/start';

/** The demo server on free ports with a throw-away data folder, for one bench run. */
export async function startBenchDemo(): Promise<{ url: string; partnerUrl: string; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-'));
  const demo = await startDemo({ port: 0, partnerPort: 0, dataDir, quiet: true });
  return {
    url: demo.url,
    partnerUrl: demo.partnerUrl,
    async close() {
      await demo.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
