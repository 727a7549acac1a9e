import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/** Collects the page's vt-session-change events (storefront-shell.md §4 Login state). */
async function recordSessionEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __sessionEvents: unknown[] }).__sessionEvents = seen;
    document.addEventListener('vt-session-change', (event) => seen.push({ ...(event as CustomEvent).detail, at: performance.now() }));
  });
}

const sessionEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sessionEvents: { signedIn: boolean; user: string | null; source: string }[] }).__sessionEvents);

test.describe('session core across tabs, in real Chromium (storefront-shell.md §4 Login state)', () => {
  test('signing in and out in one tab reaches the other tab without a reload', async ({ context, baseUrl }) => {
    const watcher = await context.newPage();
    await recordSessionEvents(watcher);
    await watcher.goto(`${baseUrl}/`);
    await expect(watcher.getByRole('button', { name: /Язык и валюта/ })).toBeVisible();
    await watcher.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    const actor = await context.newPage();
    await actor.goto(`${baseUrl}/security/login?returnUrl=/`);
    await actor.getByRole('button', { name: 'Войти' }).click();
    await actor.waitForURL(`${baseUrl}/`);

    // That it arrives, not how fast: a time bound would fail a correct page on a busy machine.
    await expect.poll(async () => (await sessionEvents(watcher)).map((event) => event.signedIn)).toEqual([true]);
    const [signedIn] = await sessionEvents(watcher);
    expect(signedIn!.source).toBe('other-tab');
    expect(signedIn!.user).toBeTruthy();

    await actor.goto(`${baseUrl}/security/exit`);
    await actor.waitForURL(`${baseUrl}/`);
    await expect.poll(async () => (await sessionEvents(watcher)).map((event) => event.signedIn)).toEqual([true, false]);
    expect(await watcher.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    test.info().annotations.push({ type: 'reliability:tabs', description: '2 tabs: sign-in and sign-out reached the other tab without a reload' });
  });
});
