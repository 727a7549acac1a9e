import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Issue 12 "Must show": one summary line per group, printed at the end of the e2e run. Tests add
 * `test.info().annotations.push({ type: 'reliability:<group>', description })` (reportLine in
 * reliability-demo.ts); several lines of a group are joined with " | ". A failed test's lines are
 * marked FAILED, so a summary never reads green for a red run.
 */
export const RELIABILITY_GROUPS = ['operations', 'faults', 'tabs', 'urls', 'payloads', 'violations'] as const;
const PREFIX = 'reliability:';

export default class ReliabilityReporter implements Reporter {
  private readonly lines = new Map<string, string[]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = [...test.annotations, ...(result.annotations ?? [])];
    const seen = new Set<string>();
    for (const { type, description } of annotations) {
      if (!type.startsWith(PREFIX) || !description) continue;
      const key = `${type}\n${description}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const group = type.slice(PREFIX.length);
      const text = result.status === 'passed' ? description : `FAILED (${test.title}): ${description}`;
      this.lines.set(group, [...(this.lines.get(group) ?? []), text]);
    }
  }

  onEnd(): void {
    if (this.lines.size === 0) return;
    const groups = [...RELIABILITY_GROUPS, ...[...this.lines.keys()].filter((g) => !(RELIABILITY_GROUPS as readonly string[]).includes(g))];
    const out = groups.map((group) => `[reliability] ${group}: ${(this.lines.get(group) ?? ['no test of this group ran']).join(' | ')}`);
    console.log(`\n${out.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
