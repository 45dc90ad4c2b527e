import { describe, expect, it } from "vitest";
import {
  describeTask,
  LANTERN_MIN_TASK_MS,
  mainThreadTasks,
  type TraceEvent,
} from "../../../scripts/bench/trace-tasks";

const PID = 7;
const MAIN = 1;
const at = (ms: number) => 1_000_000 + ms * 1000;
const event = (name: string, startMs: number, durMs: number, tid = MAIN): TraceEvent => ({
  name,
  ph: "X",
  ts: at(startMs),
  dur: durMs * 1000,
  pid: PID,
  tid,
});
const navigation: TraceEvent = {
  name: "navigationStart",
  ph: "R",
  ts: at(0),
  pid: PID,
  tid: MAIN,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "https://localhost/cedarridge" } },
};
const firstPaint: TraceEvent = {
  name: "firstContentfulPaint",
  ph: "R",
  ts: at(100),
  pid: PID,
  tid: MAIN,
};

describe("the main-thread tasks Lantern keeps", () => {
  const trace = [
    navigation,
    firstPaint,
    event("RunTask", 20, 16),
    event("v8.evaluateModule", 21, 15),
    event("RunTask", 60, LANTERN_MIN_TASK_MS - 0.5),
    event("RunTask", 150, 30),
    event("FunctionCall", 151, 20),
    // A forced layout inside the script call, and a nested one inside it: counted once.
    event("Layout", 160, 6),
    event("Layout", 161, 2),
    event("Layout", 172, 7),
    // Another thread's work at the same time is not the main thread's.
    event("RunTask", 150, 40, 2),
  ];

  it("lists only tasks of 10 ms or more, and whether they came after the first paint", () => {
    const tasks = mainThreadTasks(trace);
    expect(tasks.map((task) => [task.startMs, task.durationMs, task.afterFirstPaint])).toEqual([
      [20, 16, false],
      [150, 30, true],
    ]);
  });

  it("says what each task was made of, longest first, nested work counted once", () => {
    const [evaluation, render] = mainThreadTasks(trace);
    expect(evaluation?.work).toEqual(["evaluate module 15 ms"]);
    expect(render?.work).toEqual(["script 20 ms", "layout 13 ms"]);
    expect(describeTask(render as NonNullable<typeof render>)).toBe(
      "30 ms at 150 ms (after first paint): script 20 ms, layout 13 ms",
    );
  });

  it("finds nothing in a trace without the page's navigation", () => {
    expect(mainThreadTasks(trace.filter((e) => e !== navigation))).toEqual([]);
  });
});
