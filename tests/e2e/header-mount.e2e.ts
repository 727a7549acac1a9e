import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * storefront-shell.md §1 "Shell: header with ... language and currency switcher" and §4 Search: the
 * header's search box and language switcher stay on screen from the header's upgrade on, while its
 * React root waits for its turn in the mount scheduler (widgets/shared/mount-scheduler.ts): first
 * the page's fallback ones in the header's light DOM, then the header's own. Checked on every
 * frame the page paints, on a phone-slow CPU (6x), and when the header is removed and put back.
 */

interface Recording {
  /** Frames painted while the header was upgraded and connected. */
  frames: number;
  /** Those among them where the search box or the switcher was not on screen. */
  gaps: Array<{ frame: number; search: boolean; switcher: boolean; mounted: boolean }>;
  /** Whether the header was taken out and put back (the `moveOnUpgrade` run). */
  moved: boolean;
}

/** Records, from the page's start, every frame where the header is upgraded and connected. */
function recordHeaderFrames(options: { moveOnUpgrade: boolean }): void {
  const recording: Recording = { frames: 0, gaps: [], moved: false };
  (window as unknown as { headerFrames: Recording }).headerFrames = recording;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.width > 0 && box.height > 0;
  };
  const anyShown = (header: Element, tag: string) => [...header.querySelectorAll(tag), ...(header.shadowRoot?.querySelectorAll(tag) ?? [])].some(shown);
  const frame = () => {
    const header = document.querySelector('vt-header');
    if (header?.shadowRoot && header.isConnected) {
      recording.frames += 1;
      const search = anyShown(header, 'vt-search');
      const switcher = anyShown(header, 'vt-locale-switcher');
      const mounted = Boolean((header as unknown as Record<symbol, unknown>)[Symbol.for('r2wc.context')]);
      if (!search || !switcher) recording.gaps.push({ frame: recording.frames, search, switcher, mounted });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  if (options.moveOnUpgrade) {
    // Upgraded (its shadow root attached), its mount queued: taken out, and put back a task later.
    void customElements.whenDefined('vt-header').then(() => {
      const header = document.querySelector('vt-header')!;
      const parent = header.parentNode!;
      header.remove();
      setTimeout(() => {
        parent.append(header);
        recording.moved = true;
      }, 50);
    });
  }
}

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The header's own bar (its shadow root), not the page's fallback in its light DOM. */
const bar = (page: Page) => page.locator('vt-header').locator('[part="bar"]');
const headerSearch = (page: Page) => bar(page).getByRole('combobox', { name: /Поиск по товарам/ });
const headerSwitcher = (page: Page) => bar(page).getByRole('button', { name: /Язык и валюта/ });

/** Waits until the header's own search box and switcher work, then a few frames more. */
async function headerReady(page: Page): Promise<Recording> {
  await expect(headerSearch(page)).toBeVisible({ timeout: 60_000 });
  await expect(headerSwitcher(page)).toBeVisible({ timeout: 60_000 });
  const frames = await page.evaluate(() => (window as unknown as { headerFrames: Recording }).headerFrames.frames);
  await page.waitForFunction((after) => (window as unknown as { headerFrames: Recording }).headerFrames.frames >= after + 5, frames);
  return page.evaluate(() => (window as unknown as { headerFrames: Recording }).headerFrames);
}

test.describe('the header mounts before its light-DOM children, whatever the CPU (storefront-shell.md §1, §4 Search)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
  });

  test('at 6x CPU the search box and the language switcher are on screen on every frame from the header upgrade on', async ({ page, baseUrl }) => {
    test.setTimeout(150_000);
    await page.addInitScript(recordHeaderFrames, { moveOnUpgrade: false });
    await throttle(page, 6);
    await page.goto(`${baseUrl}/`);
    const recording = await headerReady(page);
    expect(recording.frames).toBeGreaterThan(5);
    expect(recording.gaps).toEqual([]);
  });

  test('removed at its upgrade and put back a task later, at 6x CPU: it mounts, and the two never leave the screen while it is in the page', async ({
    page,
    baseUrl,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript(recordHeaderFrames, { moveOnUpgrade: true });
    await throttle(page, 6);
    await page.goto(`${baseUrl}/`);
    const recording = await headerReady(page);
    expect(recording.moved).toBe(true);
    expect(recording.gaps).toEqual([]);
  });

  test('removed after it mounted and put back a task later: it mounts again, the two on screen on every frame meanwhile', async ({ page, baseUrl }) => {
    test.setTimeout(150_000);
    await page.addInitScript(recordHeaderFrames, { moveOnUpgrade: false });
    await page.goto(`${baseUrl}/`);
    await headerReady(page);
    await throttle(page, 6);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const header = document.querySelector('vt-header')!;
          const parent = header.parentNode!;
          header.remove();
          const recording = (window as unknown as { headerFrames: Recording }).headerFrames;
          recording.gaps = [];
          // A later task: the deferred disconnect has unmounted the root by then.
          setTimeout(() => {
            parent.append(header);
            resolve();
          }, 50);
        }),
    );
    const recording = await headerReady(page);
    expect(recording.gaps).toEqual([]);
  });
});
