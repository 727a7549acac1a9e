// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Limit } from '../../../demo/server/pictures/limit';

describe('drawing at most a few pictures at once', () => {
  it('runs at most `concurrency` jobs together, the rest in order of arrival, and a failed job frees its place', async () => {
    const limit = new Limit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const job = (n: number, fail = false) =>
      limit.run(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (fail) throw new Error(`job ${n}`);
        return n;
      });
    const results = [job(1, true), job(2), job(3), job(4)].map((p) => p.catch((error: Error) => error.message));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    while (releases.length > 0 || started.length < 4) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual(['job 1', 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
