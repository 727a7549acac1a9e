/** The Web Locks manager when the page has one (secure contexts of current browsers). */
export function webLocks(): LockManager | null {
  const navigator = globalThis.navigator as Navigator | undefined;
  return navigator?.locks ?? null;
}
