#!/usr/bin/env node
// npm run new:element vt-order-status
// Makes a new element's folder, its texts in every language, a browser test that fails until it is
// written, and regenerates the element docs and typings (the manifest is built from the sources).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { elementFiles, languagesOf, tagProblem } from './element-files.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { root: { type: 'string' }, 'no-docs': { type: 'boolean' } } });
const root = values.root ?? process.cwd();
const tag = positionals[0];

const problem = positionals.length !== 1 ? 'usage: npm run new:element vt-name' : tagProblem(tag);
if (problem) fail(problem);
const folder = join(root, 'widgets', tag.slice(3));
if (existsSync(folder)) fail(`widgets/${tag.slice(3)} exists already`);

const files = elementFiles(tag, languagesOf(readFileSync(join(root, 'contracts/locales.ts'), 'utf8')));
for (const path of Object.keys(files)) {
  if (existsSync(join(root, path))) fail(`${path} exists already`);
}
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
  console.log(`new-element: wrote ${path}`);
}
// Prettier has the last word on layout, so the new files pass `npm run format:check` as written.
execFileSync(process.execPath, [createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs'), '--write', '--log-level=warn', ...Object.keys(files)], {
  cwd: root,
  stdio: 'inherit',
});
if (!values['no-docs'])
  execFileSync(process.execPath, [fileURLToPath(new URL('../custom-elements/write-docs.mjs', import.meta.url))], { cwd: root, stdio: 'inherit' });
console.log(
  `new-element: <${tag}> is registered by its folder. Next: write its tests in tests/browser/${tag.slice(3)}.test.ts, translate i18n/, then npm run build.`,
);

function fail(message) {
  console.error(`new-element: ${message}`);
  process.exit(2);
}
