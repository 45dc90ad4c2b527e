import { Duration } from "aws-cdk-lib";
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { METRIC_NAMESPACE, type MetricName } from "../../functions/platform/metrics";

/** Most alarms judge one five-minute period: soon enough to act, long enough to be real. */
export const ALARM_PERIOD = Duration.minutes(5);

export interface NotifyingAlarmProps {
  metric: IMetric;
  /** What happened and what to do, in one or two sentences (docs/infrastructure.md "Alarms"). */
  description: string;
  /** The stage's alarm topic (infra/stacks/alarms-stack.ts). */
  topic: ITopic;
  /** Default 1, with "greater than or equal": one occurrence alarms. */
  threshold?: number;
  comparisonOperator?: ComparisonOperator;
  evaluationPeriods?: number;
  /** Default NOT_BREACHING: no data means nothing happened (no errors, no messages). */
  treatMissingData?: TreatMissingData;
}

/**
 * Every alarm of the app: it tells the stage's alarm topic both when it fires and when it
 * clears, so whoever took it knows when it is over. tests/infra/alarms.test.ts fails on an
 * alarm anywhere in the app without these actions.
 */
export class NotifyingAlarm extends Alarm {
  constructor(scope: Construct, id: string, props: NotifyingAlarmProps) {
    super(scope, id, {
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold ?? 1,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      comparisonOperator:
        props.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: props.treatMissingData ?? TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(props.topic);
    this.addAlarmAction(action);
    this.addOkAction(action);
  }
}

/** Invocations that failed (an exception out of the handler, a timeout, out of memory). */
export const functionErrorsAlarm = (
  scope: Construct,
  id: string,
  fn: IFunction,
  topic: ITopic,
  what: string,
): NotifyingAlarm =>
  new NotifyingAlarm(scope, id, {
    metric: fn.metricErrors({ period: ALARM_PERIOD, statistic: "Sum" }),
    description: `${what} failed: read the function's log group for the error.`,
    topic,
  });

/** A dead-letter queue is empty unless something gave up; one message is worth a look. */
export const deadLetterAlarm = (
  scope: Construct,
  id: string,
  queue: IQueue,
  topic: ITopic,
  what: string,
): NotifyingAlarm =>
  new NotifyingAlarm(scope, id, {
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: ALARM_PERIOD,
      statistic: "Maximum",
    }),
    description: `${what}: see its dead-letter queue.`,
    topic,
  });

/**
 * A metric the functions publish with emitMetric (functions/platform/metrics.ts): same namespace and
 * name, and the Stage dimension the function's STAGE variable sets.
 */
export const stageMetric = (
  name: MetricName,
  stage: string,
  statistic: "Maximum" | "Sum",
): Metric =>
  new Metric({
    namespace: METRIC_NAMESPACE,
    metricName: name,
    dimensionsMap: { Stage: stage },
    statistic,
    period: ALARM_PERIOD,
  });
