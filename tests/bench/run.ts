/**
 * `npm run bench`: builds the kit, measures it, prints one table and writes bench/results.json.
 * `npm run bench -- --check` exits non-zero when a budget is missed.
 */
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { checkSizes, measureDist } from './sizes';
import { formatTable, kb } from './table';

const check = process.argv.includes('--check');
const skipBuild = process.argv.includes('--no-build');

async function main(): Promise<void> {
  if (!skipBuild) execSync('npm run build', { stdio: 'inherit' });
  const { files, manifest } = await measureDist('dist');
  const sizeChecks = checkSizes(files, manifest);

  console.log('\nFiles of dist/ (raw, gzip -9, brotli -q 11):');
  console.log(formatTable(['file', 'kind', 'raw', 'gzip', 'brotli'], files.map((f) => [f.file, f.tag ?? f.kind, kb(f.raw), kb(f.gzip), kb(f.brotli)])));
  console.log('\nBudgets (DESIGN.md):');
  console.log(formatTable(['what', 'gzip', 'brotli', 'budget (gzip)', 'result'], sizeChecks.map((c) => [c.name, kb(c.gzip), kb(c.brotli), kb(c.budget), c.ok ? 'ok' : 'OVER'])));

  await mkdir('bench', { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    files,
    budgets: sizeChecks,
  };
  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten: bench/results.json');

  const missed = sizeChecks.filter((c) => !c.ok);
  if (check && missed.length > 0) {
    console.error(`\n${missed.length} budget(s) missed: ${missed.map((c) => c.name).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
