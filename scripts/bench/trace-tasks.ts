/**
 * The main-thread tasks of a page load that Lighthouse's simulation keeps, read from the trace
 * of the run (unthrottled: Lantern multiplies each task by the CPU slowdown afterwards).
 *
 * Lantern leaves every task shorter than 10 ms out of its graph (its page dependency graph
 * prunes them, `SIGNIFICANT_DUR_THRESHOLD_MS`), so at the calibrated slowdown the blocking time
 * is made only of the tasks this lists: a 10 ms task becomes 130 ms at 13× and counts 80 ms,
 * while a task of 9 ms counts nothing. docs/decisions/web-first-paint.md explains the method.
 */

/** The fields of a Chromium trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Lantern's threshold: shorter tasks are left out of the simulation. */
export const LANTERN_MIN_TASK_MS = 10;

export interface MainThreadTask {
  /** From the navigation's start, unthrottled. */
  startMs: number;
  durationMs: number;
  /** Started after the first contentful paint as the browser saw it. */
  afterFirstPaint: boolean;
  /** The kinds of work inside it, longest first, with their time: `evaluate module 16 ms`. */
  work: string[];
}

/** What the trace's events inside a task are, in words a reader of the bench knows. */
const WORK: Record<string, string> = {
  "v8.evaluateModule": "evaluate module",
  "v8.compileModule": "compile module",
  EvaluateScript: "evaluate script",
  FunctionCall: "script",
  RunMicrotasks: "microtasks",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "pre-paint",
  Commit: "commit",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  MajorGC: "GC",
  MinorGC: "GC",
  "Decode Image": "decode image",
  "DocumentLoader::CommitNavigation": "navigation",
};

const ms = (micros: number) => micros / 1000;

/**
 * The tasks of at least `minMs` on the renderer's main thread of the page's navigation, in
 * order. Nested events of the same kind (a layout inside a script call) are counted once, at
 * the outermost.
 */
export function mainThreadTasks(
  events: readonly TraceEvent[],
  minMs = LANTERN_MIN_TASK_MS,
): MainThreadTask[] {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      (event.args.data.documentLoaderURL ?? "").startsWith("http"),
  );
  if (!navigation) return [];
  const onMain = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === "X" &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  const firstPaint = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === navigation.pid,
  );
  const tasks: MainThreadTask[] = [];
  for (const task of onMain) {
    if (task.name !== "RunTask" || ms(task.dur ?? 0) < minMs) continue;
    const end = task.ts + (task.dur ?? 0);
    const byKind = new Map<string, number>();
    const counted: { kind: string; end: number }[] = [];
    for (const event of onMain) {
      if (event.ts < task.ts || event === task) continue;
      if (event.ts >= end) break;
      const kind = WORK[event.name];
      if (!kind) continue;
      // Inside an event of the same kind already counted: its time is in that one's.
      if (counted.some((outer) => outer.kind === kind && event.ts < outer.end)) continue;
      counted.push({ kind, end: event.ts + (event.dur ?? 0) });
      byKind.set(kind, (byKind.get(kind) ?? 0) + ms(event.dur ?? 0));
    }
    tasks.push({
      startMs: Math.round(ms(task.ts - navigation.ts)),
      durationMs: Math.round(ms(task.dur ?? 0) * 10) / 10,
      afterFirstPaint: firstPaint !== undefined && task.ts >= firstPaint.ts,
      work: [...byKind]
        .filter(([, time]) => time >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([kind, time]) => `${kind} ${Math.round(time)} ms`),
    });
  }
  return tasks;
}

/** One line per task for the bench's per-page notes. */
export function describeTask(task: MainThreadTask): string {
  const work = task.work.length ? task.work.join(", ") : "unattributed";
  return `${task.durationMs} ms at ${task.startMs} ms${task.afterFirstPaint ? " (after first paint)" : ""}: ${work}`;
}
