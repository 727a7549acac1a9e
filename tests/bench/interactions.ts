import type { Page } from 'playwright';

/** Issue 5: interactions are measured with the CPU slowed 4x, as on a mid-range phone. */
export const CPU_SLOWDOWN = 4;

export async function throttleCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Time from the input event (its own timeStamp) to the first frame painted after `painted`
 * holds in the page: a requestAnimationFrame and then the next task, which runs after that
 * frame's paint. This is what the shopper waits for, input to pixels.
 */
export async function timeToPaint(page: Page, eventType: string, act: () => Promise<void>, painted: string): Promise<number> {
  await page.evaluate((type) => {
    const bench = window as unknown as { __benchStart?: number };
    delete bench.__benchStart;
    document.addEventListener(type, (event) => (bench.__benchStart ??= event.timeStamp), { capture: true, once: true });
  }, eventType);
  await act();
  return page.evaluate(async (predicateSource) => {
    const predicate = new Function(`return (${predicateSource});`) as () => boolean;
    const bench = window as unknown as { __benchStart?: number };
    while (!predicate() || bench.__benchStart === undefined) await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
    return performance.now() - bench.__benchStart;
  }, painted);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
