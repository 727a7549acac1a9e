import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect, watchViolations } from './fixtures';

/** Issue 13 "Must show": the gallery shows every element of dist/custom-elements.json live, and axe finds nothing, light and dark. */

interface ManifestElement {
  tagName: string;
  superclass?: { name: string };
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function manifestElements(page: Page, baseUrl: string): Promise<ManifestElement[]> {
  const response = await page.request.get(`${baseUrl}/dist/custom-elements.json`);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { modules: { declarations: (ManifestElement & { customElement?: boolean })[] }[] };
  return manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
}

/** axe-core over the whole page, shadow roots included (evaluated through the devtools protocol, which the page's CSP does not govern). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

/** Waits until every element with a view has rendered something into its shadow root. */
async function expectAllRendered(page: Page, elements: ManifestElement[]): Promise<void> {
  for (const element of elements) {
    const section = page.locator(`section[id="${element.tagName}"]`);
    await expect(section, `<${element.tagName}> has a gallery section`).toHaveCount(1);
    if (element.superclass?.name === 'HTMLElement') {
      // A configuration element (<vt-store>): defined and on the page, no view of its own.
      await expect
        .poll(() => page.evaluate((tag) => customElements.get(tag) !== undefined && document.querySelector(tag) !== null, element.tagName))
        .toBe(true);
      continue;
    }
    await expect
      .poll(
        () =>
          page.evaluate(
            // Not counting the placeholder slot that shows its light DOM until its first render.
            (tag) =>
              [...(document.querySelector(`section[id="${tag}"] .stage > ${tag}`)?.shadowRoot?.childNodes ?? [])].filter(
                (node) => !(node instanceof Element && node.hasAttribute('data-vt-until-mount')),
              ).length,
            element.tagName,
          ),
        {
          message: `<${element.tagName}> renders into its shadow root`,
        },
      )
      .toBeGreaterThan(0);
  }
}

test.describe('the element gallery (/gallery)', () => {
  test('shows every element of the manifest live, under a strict CSP, with no error', async ({ page, baseUrl }) => {
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${baseUrl}/gallery`);
    expect(response!.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    const elements = await manifestElements(page, baseUrl);
    expect(elements.length).toBeGreaterThan(10);
    await expect(page.getByRole('status').first()).toHaveText(`${elements.length} elements.`);
    await expectAllRendered(page, elements);
    await expect(page.getByRole('navigation', { name: 'Elements' }).getByRole('link')).toHaveCount(elements.length);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('edits attributes live, validates JSON, and copies the HTML snippet', async ({ page, baseUrl, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/gallery`);
    const search = page.locator('section[id="vt-search"]');
    await search.getByLabel(/^placeholder/).fill('Find deals');
    await expect(search.locator('.stage > vt-search')).toHaveAttribute('placeholder', 'Find deals');
    await expect(search.getByRole('combobox').first()).toHaveAttribute('placeholder', 'Find deals');
    await expect(search.locator('pre.snippet')).toContainText('<vt-search placeholder="Find deals"');

    const layout = search.getByLabel(/^layout/);
    await layout.fill('mobile');
    await expect(search.locator('.stage > vt-search')).toHaveAttribute('layout', 'mobile');
    await layout.fill('');
    await expect(search.locator('.stage > vt-search')).not.toHaveAttribute('layout', /.*/);

    const switcher = page.locator('section[id="vt-locale-switcher"]');
    const languages = switcher.getByLabel(/^languages/);
    await languages.fill('["ru", "en"');
    await expect(languages).toHaveAttribute('aria-invalid', 'true');
    await expect(switcher.locator('.error').first()).toContainText('Not valid JSON');
    await expect(switcher.locator('.stage > vt-locale-switcher')).not.toHaveAttribute('languages', /.*/);
    await languages.fill('["ru", "en"]');
    await expect(languages).not.toHaveAttribute('aria-invalid', 'true');
    await expect(switcher.locator('.stage > vt-locale-switcher')).toHaveAttribute('languages', '["ru", "en"]');

    await search.getByRole('button', { name: 'Copy HTML of <vt-search>' }).click();
    await expect(search.locator('.copy-row').getByRole('status')).toHaveText('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await search.locator('pre.snippet').textContent());
    expect(copied).toContain('<script type="module" src="');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe reports no violation on the gallery, ${theme} theme`, async ({ page, baseUrl }) => {
      test.setTimeout(180_000);
      await page.goto(`${baseUrl}/gallery`);
      const elements = await manifestElements(page, baseUrl);
      await expectAllRendered(page, elements);
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      if (theme === 'dark') {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      // The theme reaches inside the shadow roots through the --vt-* properties only.
      const surface = await page.evaluate(() => {
        const button = document.querySelector('vt-cookie-notice')?.shadowRoot?.querySelector('section');
        return button ? getComputedStyle(button).backgroundColor : '';
      });
      expect(surface).toBe(theme === 'dark' ? 'rgb(24, 24, 29)' : 'rgb(255, 255, 255)');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
