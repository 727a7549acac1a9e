import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page, one line each (rule, help, targets). Evaluated through the
 * devtools protocol, which the page's CSP does not govern.
 *
 * The host page's skip link is left out: axe exempts a skip link from "region" only when it comes
 * before the page's first link in document order, and that link is inside <vt-header>'s shadow
 * root, whose position axe's comparison reads as disconnected. The link itself is the first
 * focusable element and leads to <main>, as a skip link should.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Violation = { id: string; help: string; nodes: { target: unknown }[] };
    const { axe } = window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> } };
    const result = await axe.run({ exclude: ['.skip-link'] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}
