#!/usr/bin/env node
// Fails when anything that ships mentions an issue or tracker number: the built kit (dist/, with the
// manifest, typings and editor data), the package's documents, and the sources whose text reaches
// users (comments ship in source maps and in the manifest's descriptions; console messages and
// errors ship as they are). Spec section references (storefront-shell.md §6) are welcome.
// `node tools/check-shipping-text.mjs [file …]` checks the given files instead (the packaging test
// passes what `npm pack` lists).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What counts as a tracker mention. Colours (#242424) and spec sections (§6) do not. */
const MENTIONS = [
  /\bissues?\s*#?\s*\d+/gi, // issue 12, Issue #12, issues 4
  /\btracker\b/gi,
  /\((?:#\d+)(?:,\s*#\d+)*\)/g, // (#230), (#147, #172)
  /\b(?:issues|pull)\/\d+/g, // …/issues/214 in a link
  /\b(?:PR|pull request)\s*#?\d+/gi,
];

const TEXT_FILES = /\.(m?js|cjs|ts|tsx|mts|d\.ts|json|md|html|css|txt|svg)$|(^|\/)LICENSE$/;
/** Folders of sources whose text ships, and the documents beside them. */
const SOURCE_DIRS = ['contracts', 'core', 'widgets', 'host', 'demo', 'docs'];
const ROOT_FILES = ['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json'];
const SKIP_DIRS = new Set(['node_modules', '.data', '.git']);

/** Every tracker mention in a text: `{ line, text }`, the line numbered from 1. */
export function trackerMentions(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const pattern of MENTIONS) {
      for (const match of line.matchAll(pattern)) found.push({ line: index + 1, text: match[0] });
    }
  });
  return found;
}

/**
 * The text of a file as it ships. A source map's own sources (not a dependency's, which is not
 * ours to word) are checked line by line; other files as they are.
 */
function shippedTexts(file) {
  const text = readFileSync(file, 'utf8');
  const where = path.relative(ROOT, file);
  if (!file.endsWith('.map')) return [{ where, text }];
  const map = JSON.parse(text);
  return (map.sources ?? []).flatMap((source, i) =>
    source.includes('node_modules') || typeof map.sourcesContent?.[i] !== 'string' ? [] : [{ where: `${where} (${source})`, text: map.sourcesContent[i] }],
  );
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(full);
    return TEXT_FILES.test(entry.name) || entry.name.endsWith('.map') ? [full] : [];
  });
}

/** The files checked by default: dist/ when built, the package's documents and the shipping sources. */
export function shippingFiles(root = ROOT) {
  return [
    ...walk(path.join(root, 'dist')),
    ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
    ...SOURCE_DIRS.flatMap((dir) => walk(path.join(root, dir))),
  ];
}

/** Every mention in the given files, as `file:line: text` lines. */
export function checkFiles(files) {
  const problems = [];
  for (const file of files) {
    if (!statSync(file).isFile()) continue;
    for (const { where, text } of shippedTexts(file)) {
      for (const mention of trackerMentions(text)) problems.push(`${where}:${mention.line}: "${mention.text}"`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given.map((file) => path.resolve(file)) : shippingFiles();
  const problems = checkFiles(files);
  if (!existsSync(path.join(ROOT, 'dist')) && given.length === 0)
    console.log('check-shipping-text: no dist/ yet (run npm run build to check the built kit too)');
  if (problems.length > 0) {
    console.error(`check-shipping-text: ${problems.length} tracker mention(s) in what ships (say what the rule is, or cite the spec section):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`check-shipping-text: ${files.length} files, no tracker mentions`);
}
