const warned = new Set<string>();

/** One console warning per distinct message for the life of the page. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[vitrina] ${message}`);
}
