#!/usr/bin/env node
// Proves that the unit tests pin the spec's numbers: each mutation below changes one timing
// constant of core/ or contracts/ (or drops one rule), runs the unit tests, and must make at least one fail.
// A tool, not part of `npm test`.
//
//   node tools/spec-constants-check.mjs                 # every mutation, related unit test files
//   node tools/spec-constants-check.mjs --full          # the whole unit suite per mutation (slow)
//   node tools/spec-constants-check.mjs --only=SYNC_DEBOUNCE_MS,router
//   node tools/spec-constants-check.mjs --direction=down  # -1 instead of +1 (both: --direction=both)
//
// By default a mutation runs `vitest related <mutated file>`: every unit test file that imports
// the file, directly or through other modules (the files that can notice the change).
// The mutated file is always restored: on success, failure, error, Ctrl-C or SIGTERM; a run
// killed outright leaves a note that the next run restores first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORE = join(ROOT, 'core');
const CONTRACTS = join(ROOT, 'contracts');
const PENDING = join(ROOT, 'node_modules', '.cache', 'spec-constants-check', 'pending.json');
recoverFromKilledRun();

const { values } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    only: { type: 'string' },
    direction: { type: 'string', default: 'up' },
  },
});

/** `export const NAME = value;` becomes `(value) + 1` (or `- 1`): the smallest change of the number. */
function nudge(name, direction) {
  const declaration = new RegExp(`(export const ${name} = )([^;]+);`);
  return {
    id: name,
    label: name,
    mutation: direction === 'up' ? '+1' : '-1',
    find: declaration,
    apply: (source) => source.replace(declaration, (_, head, value) => `${head}(${value}) ${direction === 'up' ? '+' : '-'} 1;`),
  };
}

/** A rule dropped from the source: `find` is replaced by `by`. */
function drop(id, label, mutation, find, by) {
  return { id, label, mutation, find, apply: (source) => source.replace(find, by) };
}

const NUMBERS = [
  'SYNC_DEBOUNCE_MS', // 1: shell §9 debounce 3 s
  'SETTINGS_POLL_MS', // 2: shell §9 settings poll 120 s
  'NOTIFICATIONS_POLL_MS', // 3: shell §9 notifications poll 90 s
  'COOKIE_CONSENT_MAX_AGE_S', // 4: shell §9 cookie consent 7776000 s
  'DATA_TIMEOUT_MS', // 5: routing-wallet §7 data 10 s default
  'BASKET_DATA_TIMEOUT_MS', // 5: basket 4 s
  'BUY_IT_NOW_DATA_TIMEOUT_MS', // 5: buy-it-now 3 s
  'GIFT_CERTIFICATES_DATA_TIMEOUT_MS', // 5: gift certificates 2 s
  'GROUPED_DELIVERIES_DATA_TIMEOUT_MS', // 5: grouped deliveries 1 s
  'MAX_RETRIES', // 6: shell §8/§9 max 10 retries
  'DEFAULT_TIMEOUT_MS', // 7: HTTP default 10 s
  'SYNC_TIMEOUT_MS', // 8: shell §7/§9 favourites sync timeout 10 s
  'CART_SYNC_TIMEOUT_MS', // 8: routing-wallet §7 cart sync 3 s
  'CDN_VALIDITY_MS', // 9: shell §9 CDN validity 180 s
  'SLIDE_CONFIRM_MAX_RETRIES', // 10: shell §4 confirmation retried up to 3 times
  'RETRY_CHECK_INTERVAL_MS', // 11: shell §9 retry queue checked every 10 s
  'CART_BACKUP_MS', // 12: shell §9 cart backup after 11 s
  'NOTIFICATIONS_CACHE_TTL_MS', // 13: shell §9 cached notifications expire after 2 days
  'FORCED_REFRESH_INTERVAL_MS', // 14: shell §4 forced refresh 120 s
  'SAVED_OPTIONS_TIMEOUT_MS', // routing-wallet §7 the wb_oauth_saved_options read 1.2 s
];

const RULES = [
  // 4: an acceptance cookie without Max-Age (a session cookie) must fail too.
  drop('max-age', 'consent cookie Max-Age', 'dropped', "setConsentCookie('accepted', COOKIE_CONSENT_MAX_AGE_S)", "setConsentCookie('accepted')"),
  // 5: a router that no longer passes the route's timeout (every route then gets the 10 s default).
  drop('router', 'route timeout passed by the router', 'not passed', /\n[ \t]*\.\.\.\(route\.timeoutMs \? \{ timeoutMs: route\.timeoutMs \} : \{\}\),/, ''),
];

const directions = values.direction === 'both' ? ['up', 'down'] : [values.direction];
if (!directions.every((d) => d === 'up' || d === 'down')) throw new Error('--direction is up, down or both');
let mutations = [...directions.flatMap((d) => NUMBERS.map((name) => nudge(name, d))), ...RULES];
if (values.only) {
  const wanted = values.only.split(',');
  mutations = mutations.filter((m) => wanted.includes(m.id));
  if (mutations.length === 0) throw new Error(`--only matched nothing: ${values.only}`);
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const count = (source, find) => (typeof find === 'string' ? source.split(find).length - 1 : (source.match(new RegExp(find.source, 'g')) ?? []).length);

/** The one core/ or contracts/ file the mutation applies to (found by content, so moved files are still found). */
function locate(mutation, files) {
  const hits = files.filter((file) => count(readFileSync(file, 'utf8'), mutation.find) > 0);
  if (hits.length !== 1) throw new Error(`${mutation.label}: expected one file in core/ or contracts/ to match, found ${hits.length}`);
  const occurrences = count(readFileSync(hits[0], 'utf8'), mutation.find);
  if (occurrences !== 1) throw new Error(`${mutation.label}: expected one match in ${relative(ROOT, hits[0])}, found ${occurrences}`);
  return hits[0];
}

// --- restoring, whatever happens -------------------------------------------------------------

let current = null; // { file, original } while a file is mutated
let child = null;

function restore() {
  if (current) {
    writeFileSync(current.file, current.original);
    current = null;
  }
  rmSync(PENDING, { force: true });
}

function recoverFromKilledRun() {
  if (!existsSync(PENDING)) return;
  const pending = JSON.parse(readFileSync(PENDING, 'utf8'));
  writeFileSync(pending.file, pending.original);
  rmSync(PENDING, { force: true });
  console.log(`[spec-constants] restored ${relative(ROOT, pending.file)} left mutated by a killed run`);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // the vitest run this script started, and its workers
      } catch {
        /* already gone */
      }
    }
    restore();
    console.log(`\n[spec-constants] ${signal}: file restored, stopping`);
    process.exit(130);
  });
}
process.on('exit', restore);

function mutate(file, apply) {
  const original = readFileSync(file, 'utf8');
  const changed = apply(original);
  if (changed === original) throw new Error(`mutation of ${relative(ROOT, file)} changed nothing`);
  mkdirSync(join(PENDING, '..'), { recursive: true });
  writeFileSync(PENDING, JSON.stringify({ file, original }));
  current = { file, original };
  writeFileSync(file, changed);
}

// --- running vitest --------------------------------------------------------------------------

function vitest(args) {
  const report = join(tmpdir(), `spec-constants-${process.pid}-${Date.now()}.json`);
  return new Promise((resolve, reject) => {
    child = spawn('npx', ['vitest', ...args, '--reporter=json', `--outputFile=${report}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      child = null;
      if (!existsSync(report)) return reject(new Error(`vitest wrote no report (exit ${code}):\n${stderr}`));
      const json = JSON.parse(readFileSync(report, 'utf8'));
      rmSync(report, { force: true });
      const failed = json.testResults.flatMap((file) =>
        file.assertionResults.filter((a) => a.status === 'failed').map((a) => `${relative(ROOT, file.name)} › ${a.title}`),
      );
      const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).map((f) => relative(ROOT, f.name));
      resolve({ files: json.testResults.length, tests: json.numTotalTests, failed, brokenFiles });
    });
  });
}

const scope = (file) => (values.full ? ['run'] : ['related', relative(ROOT, file), '--run']);

// --- main ------------------------------------------------------------------------------------

const files = [CORE, CONTRACTS].flatMap(sourceFiles);
const planned = mutations.map((m) => ({ ...m, file: locate(m, files) }));

const baselineFiles = [...new Set(planned.map((m) => relative(ROOT, m.file)))];
console.log(`[spec-constants] baseline: ${values.full ? 'the whole unit suite' : `unit tests related to ${baselineFiles.length} file(s)`}, unmutated`);
const baseline = await vitest(values.full ? ['run'] : ['related', ...baselineFiles, '--run']);
if (baseline.failed.length || baseline.brokenFiles.length) {
  console.log(`[spec-constants] the unmutated tests fail; fix them first:\n  ${[...baseline.failed, ...baseline.brokenFiles].join('\n  ')}`);
  process.exit(2);
}
console.log(`[spec-constants] baseline green: ${baseline.tests} tests in ${baseline.files} files`);

const rows = [];
for (const [index, m] of planned.entries()) {
  const started = Date.now();
  process.stdout.write(`[spec-constants] ${index + 1}/${planned.length} ${m.label} ${m.mutation} (${relative(ROOT, m.file)}) ... `);
  mutate(m.file, m.apply);
  let result;
  try {
    result = await vitest(scope(m.file));
  } finally {
    restore();
  }
  const caught = result.failed.length > 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${caught ? `caught by ${result.failed.length} test(s)` : 'SURVIVED'} of ${result.tests} in ${result.files} file(s), ${seconds} s`);
  rows.push({ ...m, result, caught });
}

const shown = 3;
const cell = (text) => text.replace(/\|/g, '\\|');
console.log('\n| # | constant or rule | mutation | file | tests run | failing tests |');
console.log('|---|---|---|---|---|---|');
for (const [index, row] of rows.entries()) {
  const failing = row.caught
    ? row.result.failed.slice(0, shown).map(cell).join('<br>') + (row.result.failed.length > shown ? `<br>… and ${row.result.failed.length - shown} more` : '')
    : `**none: survived**${row.result.brokenFiles.length ? ` (files that did not run: ${row.result.brokenFiles.join(', ')})` : ''}`;
  console.log(`| ${index + 1} | ${row.label} | ${row.mutation} | ${relative(ROOT, row.file)} | ${row.result.tests} | ${failing} |`);
}
const survived = rows.filter((r) => !r.caught);
console.log(
  `\n[spec-constants] ${rows.length - survived.length} of ${rows.length} mutations caught${survived.length ? `; survived: ${survived.map((r) => r.label).join(', ')}` : ''}`,
);
process.exit(survived.length ? 1 : 0);
