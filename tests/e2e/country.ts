import type { Page } from '@playwright/test';

/** The demo server's address on another host name (same port): Chromium resolves *.localhost to loopback. */
export function onHost(baseUrl: string, host: string): string {
  const url = new URL(baseUrl);
  url.hostname = host;
  return url.origin;
}

/**
 * Opens the storefront as a shopper of a country: on its own host, as the real marketplace uses a
 * domain per country (ru on the plain demo address). The one place e2e tests choose the country.
 */
export async function openInCountry(page: Page, baseUrl: string, country: string, path = '/'): Promise<void> {
  await page.goto(`${country === 'ru' ? baseUrl : onHost(baseUrl, `${country}.localhost`)}${path}`);
}
