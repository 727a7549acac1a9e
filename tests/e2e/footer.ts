import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolls to the footer (loading="lazy": its chunk loads when it nears the viewport) until it has
 * rendered its links. One scroll is not enough: the page's own content (a wallet, shelves) may still
 * arrive after it and push the footer back out of view before the loader's observer has seen it;
 * a shopper scrolls again, and so does this.
 */
export async function revealFooter(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const footer = document.querySelector('vt-footer');
          footer?.scrollIntoView({ block: 'end' });
          return footer?.shadowRoot?.querySelector('a[href]') != null;
        }),
      { message: 'the footer renders its links once scrolled into view', timeout: 30_000 },
    )
    .toBe(true);
}
