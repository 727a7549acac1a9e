/**
 * Runs at most `concurrency` jobs at once, the others in order of arrival. sharp works on libuv's
 * thread pool (4 threads), which file reads share: pictures drawn all at once (a listing's first
 * screen) would hold every thread, and the page's scripts and API answers would wait behind them.
 */
export class Limit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
