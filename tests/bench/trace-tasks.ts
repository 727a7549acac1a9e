/**
 * Main-thread tasks from a Chromium trace (the Trace Event format): each top-level task of the
 * page's renderer main thread after its first paint, with what ran inside it.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface MainThreadTask {
  /** Start, ms after the first paint. */
  startMs: number;
  durationMs: number;
  /** What ran inside (each kind by its longest event), the longest first: scripts by file and function, style, layout, paint, parsing. */
  runs: string[];
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const FIRST_PAINT_NAMES = new Set(['firstPaint', 'firstContentfulPaint']);

/** A short name for what an event inside a task ran: the script's file and function where the trace says. */
function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' ? data.url : typeof data.scriptName === 'string' ? data.scriptName : '';
  const file = url ? url.replace(/^.*\//, '').replace(/[?#].*$/, '') : '';
  const fn = typeof data.functionName === 'string' && data.functionName ? `${data.functionName}()` : '';
  const type = typeof data.type === 'string' ? data.type : '';
  const detail = [file, fn, type].filter(Boolean).join(' ');
  return detail ? `${event.name} ${detail}` : event.name;
}

/** Events that say what a task did (not the scheduling wrappers around them). */
const WRAPPERS = new Set([...TASK_NAMES, 'ThreadControllerImpl::DoWork', 'ThreadPool_RunTask', 'SequenceManager::DoIdleWork']);

/**
 * The top-level tasks of the renderer main thread that painted first, starting after that first
 * paint, longest first. Null when the trace has no first paint.
 */
export function tasksAfterFirstPaint(events: readonly TraceEvent[]): MainThreadTask[] | null {
  const paint = events.filter((event) => FIRST_PAINT_NAMES.has(event.name)).sort((a, b) => a.ts - b.ts)[0];
  if (!paint) return null;
  const thread = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid;
  const complete = events.filter((event) => thread(event) && event.ph === 'X' && event.dur !== undefined);
  const tasks = complete.filter((event) => TASK_NAMES.has(event.name) && event.ts >= paint.ts);
  // Nested RunTasks (a task run inside another) count once, as the outer one.
  const outer = tasks.filter(
    (task) => !tasks.some((other) => other !== task && other.ts <= task.ts && other.ts + other.dur! >= task.ts + task.dur! && other.dur! > task.dur!),
  );
  // Events under 0.1 ms say nothing about a long task (and some are markers of no duration).
  const inside = complete.filter((event) => !WRAPPERS.has(event.name) && event.dur! >= 100);
  return outer
    .map((task) => {
      const end = task.ts + task.dur!;
      const totals = new Map<string, number>();
      for (const event of inside) {
        if (event.ts < task.ts || event.ts + event.dur! > end) continue;
        const what = describe(event);
        totals.set(what, Math.max(totals.get(what) ?? 0, event.dur!));
      }
      const runs = [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([what, us]) => `${what} ${(us / 1000).toFixed(1)} ms`);
      return { startMs: (task.ts - paint.ts) / 1000, durationMs: task.dur! / 1000, runs };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}
