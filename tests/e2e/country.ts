import type { Page } from '@playwright/test';

/**
 * Opens the storefront as a shopper of a country. The one place e2e tests choose the country:
 * today the host page's `<vt-store locale>` (rewritten in the page's HTML); when the country comes
 * from the host name (by.localhost, ge.localhost...), only this helper changes.
 */
export async function openInCountry(page: Page, baseUrl: string, country: string, path = '/'): Promise<void> {
  if (country !== 'ru') {
    await page.route(
      (url) => url.origin === baseUrl && !/^\/(dist|host|static|svc|webapi|config|cdn|demo)\//.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        return route.fulfill({ response, body: (await response.text()).replace('locale="ru"', `locale="${country}"`) });
      },
    );
  }
  await page.goto(`${baseUrl}${path}`);
}
