/**
 * Runs each job (an element definition: core/dom/define.ts) in a task of its own, in the order
 * they were asked for.
 *
 * Why: the loader imports every tag on the page at once, and the imports that wait for the shared
 * React runtime all finish together, when it arrives. Defining their elements right there added
 * every upgrade (constructor, shadow root, React root) to the task that evaluates React: one long
 * task of 18-27 ms at 1x CPU on the product page, about 100 ms at the 4x of Lighthouse's mobile
 * run (Total Blocking Time). A MessageChannel task, unlike setTimeout, is not clamped or throttled in a
 * background tab.
 */
const pending: Array<() => void> = [];
let channel: MessageChannel | undefined;

function runNext(): void {
  const job = pending.shift();
  if (pending.length) channel!.port2.postMessage(null);
  job?.();
}

export function runInOwnTask(job: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    job();
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runNext;
  }
  pending.push(job);
  if (pending.length === 1) channel.port2.postMessage(null);
}
