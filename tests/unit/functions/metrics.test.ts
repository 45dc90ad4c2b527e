import { afterEach, describe, expect, it, vi } from "vitest";
import { emitMetric, METRIC_NAMESPACE, metricLine } from "../../../functions/platform/metrics";
import { capturedStdout, jsonLines } from "../../support/captured-stdout";

/** One EMF record per line: CloudWatch reads the log line by line, so none may span two. */
function captured(run: () => void): Record<string, unknown>[] {
  const written = capturedStdout(run);
  for (const line of written) expect(line.slice(0, -1)).not.toContain("\n");
  return jsonLines(written);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("emitMetric (CloudWatch Embedded Metric Format)", () => {
  it("writes one EMF line in the DineOnCampus namespace with the Stage dimension", () => {
    vi.stubEnv("STAGE", "prod");
    const lines = captured(() => emitMetric("StuckCheckoutAttempts", 3));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: METRIC_NAMESPACE,
            Dimensions: [["Stage"]],
            Metrics: [{ Name: "StuckCheckoutAttempts", Unit: "Count" }],
          },
        ],
      },
      Stage: "prod",
      StuckCheckoutAttempts: 3,
    });
    expect(METRIC_NAMESPACE).toBe("DineOnCampus");
  });

  it("carries the unit it is given, and the time of emission in epoch milliseconds", () => {
    vi.stubEnv("STAGE", "dev");
    const at = new Date("2026-12-01T12:00:00Z");
    const entry = JSON.parse(metricLine("UndeliveredMail", 960_000, "Milliseconds", at));
    expect(entry._aws.Timestamp).toBe(at.getTime());
    expect(entry._aws.CloudWatchMetrics[0].Metrics).toEqual([
      { Name: "UndeliveredMail", Unit: "Milliseconds" },
    ]);
    expect(entry.UndeliveredMail).toBe(960_000);
  });

  it("publishes without dimensions when no stage is set (local stack, tests)", () => {
    vi.stubEnv("STAGE", "");
    const [entry] = captured(() => emitMetric("UndeliveredMail", 0, "Milliseconds"));
    expect(entry).not.toHaveProperty("Stage");
    expect(entry).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Dimensions: [[]] }] },
      UndeliveredMail: 0,
    });
  });

  it("refuses a value that is not a finite number instead of publishing garbage", () => {
    expect(() => emitMetric("StuckCheckoutAttempts", Number.NaN)).toThrow(RangeError);
    expect(() => emitMetric("UndeliveredMail", Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
