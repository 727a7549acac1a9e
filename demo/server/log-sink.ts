/** What the client reported (metrics, js errors, journal events, banner pixels); readable at GET /demo/logs. */
export const LOG_CAPACITY = 1000;
export type LogEntry = { kind: string; at: number; query: Record<string, string>; body: unknown };

export class LogSink {
  private entries: LogEntry[] = [];

  add(kind: string, query: Record<string, string>, body: unknown): void {
    this.entries.push({ kind, at: Date.now(), query, body });
    if (this.entries.length > LOG_CAPACITY) this.entries.splice(0, this.entries.length - LOG_CAPACITY);
  }

  list(kind?: string): LogEntry[] {
    return kind ? this.entries.filter((e) => e.kind === kind) : [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
