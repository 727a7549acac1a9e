#!/usr/bin/env node
// `npm run test:stress`: the browser and e2e suites while a busy loop keeps every core loaded, as a
// stand-in for a slower or shared CI machine. A tool for finding flakes, not part of `npm test`.
//
//   npm run test:stress                  # build, then browser + e2e under load
//   npm run test:stress -- --runs=3      # the same three times in a row, stopping at the first failure
//   npm run test:stress -- --only=browser --files=tests/browser/cart.test.ts
//   npm run test:stress -- --load=3      # three busy loops instead of one per core
//   npm run test:stress -- --runs=10 --keep-going   # every run, whatever fails, then a count
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    files: { type: 'string' },
    load: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'keep-going': { type: 'boolean', default: false },
  },
});

const runs = Math.max(1, Number(values.runs) || 1);
const busyLoops = Math.max(1, Number(values.load) || availableParallelism());
const suites = values.only ? values.only.split(',') : ['browser', 'e2e'];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? 'true' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function suiteCommand(suite) {
  const files = values.files ? values.files.split(',') : [];
  if (suite === 'browser') return ['npx', ['wtr', '--config', 'tests/browser/wtr.config.mjs', ...files.flatMap((file) => ['--files', file])]];
  if (suite === 'e2e') return ['npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...files]];
  throw new Error(`unknown suite ${suite}: use browser or e2e`);
}

/** One worker thread per loop, spinning until terminated: every core stays busy. */
function startLoad(count) {
  const spin = 'for (;;) { let x = 0; for (let i = 0; i < 1e7; i++) x += i; }';
  return Array.from({ length: count }, () => new Worker(spin, { eval: true }));
}

if (!values['no-build']) {
  const built = await run('npm', ['run', 'build']);
  if (built !== 0) process.exit(built);
}

const load = startLoad(busyLoops);
console.log(`[stress] ${busyLoops} busy loop(s) on ${availableParallelism()} core(s); suites: ${suites.join(', ')}; runs: ${runs}`);
let failed = 0;
let failedRuns = 0;
const started = Date.now();
try {
  for (let round = 1; round <= runs && (!failed || values['keep-going']); round++) {
    for (const suite of suites) {
      const [command, args] = suiteCommand(suite);
      console.log(`[stress] run ${round} of ${runs}: ${suite}`);
      const code = await run(command, args);
      if (code !== 0) {
        console.log(`[stress] run ${round}: ${suite} FAILED (exit ${code})`);
        failed = code;
        failedRuns++;
        if (!values['keep-going']) break;
      }
    }
  }
} finally {
  await Promise.all(load.map((worker) => worker.terminate()));
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`[stress] ${failed ? `failed (${failedRuns} failing suite run(s))` : 'passed'} in ${seconds} s`);
process.exit(failed);
