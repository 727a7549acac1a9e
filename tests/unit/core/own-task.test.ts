import { describe, expect, it, vi } from 'vitest';
import { runInOwnTask } from '../../../core/platform/dom/own-task';

/** A macrotask after every MessageChannel message queued so far. */
const afterTasks = (count: number) =>
  Array.from({ length: count }).reduce<Promise<void>>(
    (previous) =>
      previous.then(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              channel.port1.close();
              resolve();
            };
            channel.port2.postMessage(null);
          }),
      ),
    Promise.resolve(),
  );

describe('core/dom/own-task (issue 10: element upgrades are not added to the task that evaluates React)', () => {
  it('defines nothing in the task that asks', () => {
    const define = vi.fn();
    runInOwnTask(define);
    expect(define).not.toHaveBeenCalled();
    return afterTasks(2).then(() => expect(define).toHaveBeenCalledTimes(1));
  });

  it('runs the definitions in the order asked, one per task', async () => {
    const seen: string[] = [];
    for (const tag of ['vt-header', 'vt-search', 'vt-cookie-notice']) {
      runInOwnTask(() => {
        seen.push(`define ${tag}`);
        // Runs when this definition's task ends: before the next definition only if that one has a task of its own.
        queueMicrotask(() => seen.push(`end of ${tag}'s task`));
      });
    }
    await afterTasks(6);
    expect(seen).toEqual([
      'define vt-header',
      "end of vt-header's task",
      'define vt-search',
      "end of vt-search's task",
      'define vt-cookie-notice',
      "end of vt-cookie-notice's task",
    ]);
  });

  it('a definition that throws does not stop the ones after it', async () => {
    const later = vi.fn();
    const errors: unknown[] = [];
    const onError = (event: unknown) => errors.push(event);
    process.on('uncaughtException', onError);
    try {
      runInOwnTask(() => {
        throw new Error('bad element');
      });
      runInOwnTask(later);
      await afterTasks(4);
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(later).toHaveBeenCalledTimes(1);
  });
});
