/**
 * Custom CloudWatch metrics as Embedded Metric Format lines on stdout: Lambda ships stdout to
 * CloudWatch Logs, which extracts the metric. No SDK client, no PutMetricData call, nothing to
 * import at cold start. The alarms on these metrics (infra/constructs/reconciliation.ts and
 * mail-outbox.ts) select the namespace, the name and the Stage dimension, so a value emitted
 * where STAGE is not set reaches no alarm (docs/infrastructure.md "Alarms").
 */

export const METRIC_NAMESPACE = "DineOnCampus";

/**
 * - StuckCheckoutAttempts: checkout attempts still pending 15 minutes after they started
 *   (the reconciliation sweeper's count on each run).
 * - StuckOrderRefunds: console refunds still pending 15 minutes after their claim (the same
 *   sweeper's count, after it sent each one again).
 * - UndeliveredMail: age in milliseconds of the oldest mail intent not yet sent.
 */
export type MetricName = "StuckCheckoutAttempts" | "StuckOrderRefunds" | "UndeliveredMail";
export type MetricUnit = "Count" | "Milliseconds";

/** The stage the Workers stack passes as STAGE; absent locally and in tests. */
const stageOf = (): string | undefined => process.env.STAGE?.trim() || undefined;

/** One EMF document; exported for tests and for callers that log through another sink. */
export function metricLine(
  name: MetricName,
  value: number,
  unit: MetricUnit = "Count",
  now: Date = new Date(),
): string {
  const stage = stageOf();
  return JSON.stringify({
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: METRIC_NAMESPACE,
          Dimensions: [stage ? ["Stage"] : []],
          Metrics: [{ Name: name, Unit: unit }],
        },
      ],
    },
    ...(stage ? { Stage: stage } : {}),
    [name]: value,
  });
}

/** Writes one metric value; a non-finite value is a bug upstream and is refused loudly. */
export function emitMetric(name: MetricName, value: number, unit: MetricUnit = "Count"): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name}: ${value} is not a number`);
  process.stdout.write(`${metricLine(name, value, unit)}\n`);
}
