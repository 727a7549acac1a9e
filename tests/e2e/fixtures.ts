import { test as base, expect } from '@playwright/test';

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
