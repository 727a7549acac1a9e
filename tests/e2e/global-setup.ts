import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemo } from '../../demo/server/start';

/** Starts the demo server once for the run; tests read its URLs from the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-e2e-'));
  const demo = await startDemo({ port: 0, partnerPort: 0, dataDir, quiet: true });
  process.env.E2E_BASE_URL = demo.url;
  process.env.E2E_PARTNER_URL = demo.partnerUrl;
  return async () => {
    await demo.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
