/** Waiting for conditions in browser tests: never for a fixed time (the machine may be slow or busy). */

/** Polls until `check` returns a truthy value (or throws on timeout). */
export async function waitFor<T>(check: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`waitFor timed out: ${check.toString()}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** waitFor for a check that answers asynchronously (a lock, a storage read). */
export async function waitForAsync(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error(`waitForAsync timed out: ${check.toString()}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Resolves after `count` animation frames: what the page had scheduled has run and painted. */
export async function frames(count = 2): Promise<void> {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Resolves once the page has been idle twice over: work it defers to idle time (prefetches, lazy parts) has started. */
export async function idle(): Promise<void> {
  for (let period = 0; period < 2; period++) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  await frames(1);
}
