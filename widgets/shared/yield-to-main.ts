/** Gives the main thread back to the browser (input, frames) and resumes in a later task. */
type SchedulerGlobal = {
  scheduler?: { yield?: () => Promise<void>; postTask?: (callback: () => void, options?: { priority?: string }) => Promise<void> };
};

/** scheduler.yield where the browser has it, else a user-visible postTask, else a MessageChannel task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as SchedulerGlobal).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (scheduler?.postTask) return scheduler.postTask(() => undefined, { priority: 'user-visible' });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
