import { describe, expect, it, vi } from 'vitest';
import { freshRuntime } from '../fresh-runtime';
import type { PageService } from '../../../core/platform/page';

function countingService(name: string) {
  const stop = vi.fn();
  const service: PageService = { name, start: vi.fn(() => stop) };
  return { service, stop };
}

describe('runtime.use: the schedules elements start on demand (the balance, the notifications poll)', () => {
  it('starts a service once per runtime, however many elements ask for it', () => {
    const runtime = freshRuntime();
    const { service } = countingService('balance');
    runtime.use(service);
    runtime.use(service);
    runtime.use({ ...service });
    expect(service.start).toHaveBeenCalledTimes(1);
    runtime.dispose();
  });

  it('dispose() stops what it started, and a disposed runtime starts nothing more', () => {
    const runtime = freshRuntime();
    const first = countingService('notifications');
    runtime.use(first.service);
    expect(first.stop).not.toHaveBeenCalled();
    runtime.dispose();
    expect(first.stop).toHaveBeenCalledTimes(1);
    const late = countingService('balance');
    runtime.use(late.service);
    expect(late.service.start).not.toHaveBeenCalled();
  });

  it('a new page (a fresh runtime) starts it again, on its own', () => {
    const { service, stop } = countingService('balance');
    const first = freshRuntime();
    first.use(service);
    const second = freshRuntime();
    second.use(service);
    expect(service.start).toHaveBeenCalledTimes(2);
    second.dispose();
    expect(stop).toHaveBeenCalledTimes(1);
    first.dispose();
  });
});
