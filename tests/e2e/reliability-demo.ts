import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { startDemo, type RunningDemo } from '../../demo/server/start';
import { test as base } from './fixtures';

/**
 * Issue 12: a demo server of the worker's own, for tests that count server-side requests or flip
 * a server-wide switch (hostile strings): the shared server of global-setup.ts also answers the
 * other e2e files running at the same time, whose requests would be counted or poisoned.
 * `requests(prefix)` counts what this server received on a path (the fault middleware sees every
 * /svc /webapi /spa /static /cdn /config request: its decision hook is the request log).
 */
export interface PrivateDemo {
  url: string;
  demo: RunningDemo;
  requests(pathPrefix: string): number;
  resetRequests(): void;
}

export const test = base.extend<{ faultDemo: string }, { privateDemo: PrivateDemo }>({
  /**
   * The base URL of the worker's own demo for a test that sets faults (POST /demo/faults): the
   * shared server answers the other worker's tests at the same time (a card call failing there
   * was a fault set here). Its faults are cleared after the test, whatever its outcome.
   */
  faultDemo: async ({ privateDemo, request }, use) => {
    await use(privateDemo.url);
    await request.delete(`${privateDemo.url}/demo/faults`);
  },

  privateDemo: [
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-reliability-'));
      const demo = await startDemo({ port: 0, partnerPort: 0, dataDir, quiet: true });
      let log: string[] = [];
      const decide = demo.deps.faults.decideFor.bind(demo.deps.faults);
      demo.deps.faults.decideFor = (requestPath: string) => {
        log.push(requestPath);
        return decide(requestPath);
      };
      await use({
        url: demo.url,
        demo,
        requests: (prefix) => log.filter((p) => p.startsWith(prefix)).length,
        resetRequests: () => {
          log = [];
        },
      });
      await demo.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export { expect } from './fixtures';

/** The summary groups the reliability reporter prints (tests/e2e/reliability-reporter.ts). */
export type ReliabilityGroup = 'operations' | 'faults' | 'tabs' | 'urls' | 'payloads' | 'violations';

/** Adds one summary line for the reporter: `[reliability] <group>: <text>`. */
export function reportLine(info: TestInfo, group: ReliabilityGroup, text: string): void {
  info.annotations.push({ type: `reliability:${group}`, description: text });
}

/** Deletes Web Locks before the kit loads (the core/locks localStorage fallback then coordinates tabs). */
export const REMOVE_WEB_LOCKS = () => {
  delete (Navigator.prototype as { locks?: unknown }).locks;
};
