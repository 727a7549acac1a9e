import { test as base, expect, type Page } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run e2e tests through tests/e2e/playwright.config.ts`);
  return value;
}

/** The demo server's two origins, as started by global-setup.ts. */
export const test = base.extend<{ baseUrl: string; partnerUrl: string }>({
  baseUrl: async ({}, use) => use(required('E2E_BASE_URL')),
  partnerUrl: async ({}, use) => use(required('E2E_PARTNER_URL')),
});

export { expect };

/**
 * Records the page's CSP violations from its first script on (issue 4 partner origin, issue 8,
 * issue 12 strict CSP). Returns a reader of what was seen so far.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}
