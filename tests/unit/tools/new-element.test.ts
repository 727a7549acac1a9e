import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { elementFiles, languagesOf, tagProblem } from '../../../tools/new-element/element-files.mjs';
import { LANGUAGES } from '../../../contracts/locales';

const CLI = path.resolve('tools/new-element/new-element.mjs');
const root = mkdtempSync(path.join(tmpdir(), 'vitrina-new-element-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'contracts'));
writeFileSync(path.join(root, 'contracts/locales.ts'), readFileSync(path.resolve('contracts/locales.ts')));
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, '--root', root, '--no-docs', ...args], { encoding: 'utf8' });

describe('npm run new:element', () => {
  it('reads the kit languages from contracts/locales.ts', () => {
    expect(languagesOf(readFileSync(path.resolve('contracts/locales.ts'), 'utf8'))).toEqual([...LANGUAGES]);
  });

  it.each(['order-status', 'vt-', 'vt-Order', 'vt-order--status', 'vt-order_status', 'vt-1x', 'vt-shared', 'vt-loader', '<vt-x>'])('refuses %j', (tag) => {
    expect(tagProblem(tag)).toBeTypeOf('string');
  });

  it('makes the folder the kit registers by (define, element, component, styles, reserve, one text file a language) and a failing browser test', () => {
    const files = elementFiles('vt-order-status', LANGUAGES);
    expect(Object.keys(files).sort()).toEqual(
      [
        'widgets/order-status/order-status.define.ts',
        'widgets/order-status/order-status.element.ts',
        'widgets/order-status/order-status.tsx',
        'widgets/order-status/order-status.css',
        'widgets/order-status/reserve.css',
        ...LANGUAGES.map((language) => `widgets/order-status/i18n/${language}.json`),
        'tests/browser/order-status.test.ts',
      ].sort(),
    );
    expect(files['widgets/order-status/order-status.element.ts']).toContain("export const ORDER_STATUS_TAG = 'vt-order-status';");
    expect(files['widgets/order-status/order-status.define.ts']).toContain("'vt-order-status': VtOrderStatusElement;");
    expect(JSON.parse(files['widgets/order-status/i18n/en.json']!)).toEqual({ orderStatus: { title: 'Order status' } });
    expect(files['tests/browser/order-status.test.ts']).toContain("throw new Error('Write the tests for <vt-order-status>");
  });

  it('writes them, formatted, and refuses to write over an element that exists', () => {
    const first = run('vt-order-status');
    expect(first.status, first.stderr).toBe(0);
    expect(existsSync(path.join(root, 'widgets/order-status/order-status.tsx'))).toBe(true);
    expect(existsSync(path.join(root, 'tests/browser/order-status.test.ts'))).toBe(true);
    const again = run('vt-order-status');
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('widgets/order-status exists already');
  });

  it('a bad name or a missing one exits 2 with a clear message and writes nothing', () => {
    const bad = run('Order Status');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('is not a vt-* name');
    expect(run().stderr).toContain('usage: npm run new:element vt-name');
    expect(existsSync(path.join(root, 'widgets/order status'))).toBe(false);
  });
});
