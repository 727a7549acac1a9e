import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, shippingFiles, trackerMentions } from '../../../tools/check-shipping-text.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-shipping-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run verify:shipping: nothing that ships mentions a tracker number', () => {
  it.each([
    ['A button (issue 6).', 'issue 6'],
    ['see Issue #12 for why', 'Issue #12'],
    ['issues 4 and 7', 'issues 4'],
    ['the bug tracker says', 'tracker'],
    ['a removed attribute resets (#230)', '(#230)'],
    ['styles adopted (#147, #172)', '(#147, #172)'],
    ['https://github.com/x/y/issues/214', 'issues/214'],
    ['fixed in PR #88', 'PR #88'],
  ])('finds %j', (text, mention) => {
    expect(trackerMentions(text).map((m) => m.text)).toEqual([mention]);
  });

  it.each([
    'storefront-shell.md §6 "Favourites"',
    'color: #242424; background: var(--vt-x, #333)',
    'the 4000-item list, 510 cart lines',
    'issued by the bank',
    '#1 in sales',
  ])('lets %j through', (text) => {
    expect(trackerMentions(text)).toEqual([]);
  });

  it("reads a source map for the kit's own sources only, and reports file and line", () => {
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    const map = path.join(dir, 'dist', 'chunk.js.map');
    writeFileSync(
      map,
      JSON.stringify({
        version: 3,
        sources: ['../node_modules/lib/index.js', '../widgets/a.tsx'],
        sourcesContent: ['// see issue 99 upstream', 'const a = 1;\n/** A button (issue 6). */'],
      }),
    );
    const doc = path.join(dir, 'README.md');
    writeFileSync(doc, 'line one\nsee issue #3\n');
    const problems = checkFiles([map, doc]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/chunk\.js\.map \(\.\.\/widgets\/a\.tsx\):2: "issue 6"$/);
    expect(problems[1]).toMatch(/README\.md:2: "issue #3"$/);
  });

  it('checks dist/, the package documents and the sources whose text ships, never tests', () => {
    mkdirSync(path.join(dir, 'core'), { recursive: true });
    mkdirSync(path.join(dir, 'tests'), { recursive: true });
    writeFileSync(path.join(dir, 'core', 'a.ts'), '');
    writeFileSync(path.join(dir, 'tests', 'a.test.ts'), '');
    writeFileSync(path.join(dir, 'CHANGELOG.md'), '');
    const files = shippingFiles(dir).map((file) => path.relative(dir, file));
    expect(files).toEqual(expect.arrayContaining(['dist/chunk.js.map', 'README.md', 'CHANGELOG.md', 'core/a.ts']));
    expect(files).not.toContain('tests/a.test.ts');
  });
});
