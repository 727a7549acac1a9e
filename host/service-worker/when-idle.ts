/** The longest the start waits for an idle moment after the load. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `then` once the page has loaded (its images, its first scripts) and the main thread is idle. */
export function whenLoadedAndIdle(win: Window, then: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => then(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(then, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
