import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run e2e tests through tests/e2e/playwright.config.ts`);
  return value;
}

/** How many of the last page events a failed test prints. */
const DIAGNOSTIC_LINES = 60;

/**
 * What the test's pages did, printed only when it fails: main-frame navigations (a reload, a
 * redirect to sign-in), page errors, console errors and warnings, and answers of 400 and up. A
 * test that fails once in many CI runs then says why in the log it leaves.
 */
function recordPageEvents(context: BrowserContext): string[] {
  const lines: string[] = [];
  const started = Date.now();
  const log = (page: number, text: string) => lines.push(`+${Date.now() - started}ms page ${page}: ${text}`.slice(0, 400));
  const follow = (page: Page) => {
    const index = context.pages().indexOf(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) log(index, `navigated to ${frame.url()}`);
    });
    page.on('pageerror', (error) => log(index, `page error ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') log(index, `console.${message.type()} ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) log(index, `${response.status()} ${response.request().method()} ${response.url()}`);
    });
  };
  context.pages().forEach(follow);
  context.on('page', follow);
  return lines;
}

/** The demo server's two origins, as started by global-setup.ts. */
export const test = base.extend<{ baseUrl: string; partnerUrl: string; pageEventsOnFailure: void }>({
  baseUrl: async ({}, use) => use(required('E2E_BASE_URL')),
  partnerUrl: async ({}, use) => use(required('E2E_PARTNER_URL')),
  pageEventsOnFailure: [
    async ({ context }, use, testInfo) => {
      const lines = recordPageEvents(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        console.log(`[page events of "${testInfo.title}", the last ${DIAGNOSTIC_LINES}]\n${lines.slice(-DIAGNOSTIC_LINES).join('\n')}`);
      }
    },
    { auto: true },
  ],
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
