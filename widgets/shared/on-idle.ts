/** Calls `callback` in the browser's next idle period, at the latest after `timeoutMs` (a task of its own without requestIdleCallback); returns the cancel. */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
