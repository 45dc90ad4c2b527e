import { Duration, Stack } from "aws-cdk-lib";
import { ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { NagSuppressions } from "cdk-nag";
import { Construct } from "constructs";
import { groupFolder } from "../../shared/areas";
import { deadLetterAlarm, functionErrorsAlarm, NotifyingAlarm, stageMetric } from "./alarms";
import { grantPayments, type PaymentAccess } from "./payment-access";
import { WorkerFunction, type WorkerMail } from "./worker-function";

export interface CheckoutReconciliationProps {
  table: ITable;
  mail: WorkerMail;
  logRetention: RetentionDays;
  stage: string;
  alarmTopic: ITopic;
  /** The sweeper asks the campus's gateway what became of each attempt. */
  payments: PaymentAccess;
}

/** Every five minutes: a checkout left pending is settled within minutes of its lease. */
export const RECONCILE_RATE = Duration.minutes(5);
/** Well inside the rate, so two sweeps never overlap (and far above one campus's work). */
export const RECONCILE_TIMEOUT = Duration.minutes(2);
/** A sweep that failed is worth retrying until the next one starts anyway. */
export const RECONCILE_MAX_EVENT_AGE = Duration.minutes(4);
export const RECONCILE_RETRY_ATTEMPTS = 2;

/**
 * Exactly what the sweeper does on the table (functions/purchase/reconcile/handler.ts): the site
 * directory (gsi2) and the pending checkouts, console refunds and mail of a campus (gsi1) by
 * Query; a refund's order with its refunds by Query of the order's partition (base table);
 * attempts, carts, gateway charges by key; orders and mail intents written in one transaction
 * (TransactWriteItems is authorized per item by Put/Update/Delete/ConditionCheck); a refund's
 * result and its order's refunded total by UpdateItem. No Scan.
 */
export const RECONCILE_TABLE_ACTIONS = [
  "dynamodb:Query",
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:ConditionCheckItem",
] as const;
export const RECONCILE_INDEXES = ["gsi1", "gsi2"] as const;

/**
 * The checkout reconciliation sweeper (docs/infrastructure.md "Reconciliation sweeper"): an
 * EventBridge Scheduler schedule invokes it every five minutes with the scheduled time; it asks
 * the payment gateway what became of each checkout attempt still pending, writes the orders and
 * their mail, sends the console's refunds left pending again under their own keys, and delivers
 * outbox mail the stream worker did not. It publishes how many attempts and refunds are stuck,
 * and the age of the oldest undelivered mail (functions/platform/metrics.ts).
 */
export class CheckoutReconciliation extends Construct {
  readonly sweeper: WorkerFunction;
  readonly schedule: Schedule;
  readonly scheduleDeadLetterQueue: Queue;
  readonly alarms: NotifyingAlarm[];

  constructor(scope: Construct, id: string, props: CheckoutReconciliationProps) {
    super(scope, id);

    this.sweeper = new WorkerFunction(this, "Sweeper", {
      entry: `${groupFolder("reconcile")}/handler`,
      description: "Dine On Campus checkout and refund reconciliation, stale mail redelivery",
      service: "reconcile",
      timeout: RECONCILE_TIMEOUT,
      table: props.table,
      logRetention: props.logRetention,
      mail: props.mail,
      // The Stage dimension of its metrics, which the alarms below select.
      environment: { STAGE: props.stage },
    });
    this.sweeper.grantTable(props.table, RECONCILE_TABLE_ACTIONS, RECONCILE_INDEXES);
    grantPayments(this.sweeper, props.payments);

    this.scheduleDeadLetterQueue = new Queue(this, "ScheduleDeadLetters", {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.scheduleDeadLetterQueue, [
      { id: "AwsSolutions-SQS3", reason: "This queue is itself a dead-letter queue." },
    ]);

    // Its own role, assumed only by EventBridge Scheduler of this account.
    const scheduleRole = new Role(this, "ScheduleRole", {
      assumedBy: new ServicePrincipal("scheduler.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": Stack.of(this).account } },
      }),
    });
    this.schedule = new Schedule(this, "Schedule", {
      description: "Dine On Campus checkout reconciliation sweep",
      schedule: ScheduleExpression.rate(RECONCILE_RATE),
      target: new LambdaInvoke(this.sweeper, {
        role: scheduleRole,
        input: ScheduleTargetInput.fromObject({ at: ContextAttribute.scheduledTime }),
        deadLetterQueue: this.scheduleDeadLetterQueue,
        retryAttempts: RECONCILE_RETRY_ATTEMPTS,
        maxEventAge: RECONCILE_MAX_EVENT_AGE,
      }),
    });
    NagSuppressions.addResourceSuppressions(
      scheduleRole,
      [
        {
          id: "AwsSolutions-IAM5",
          reason:
            "grantInvoke also allows the sweeper's own versions and aliases (<arn>:*); no " +
            "other function is reachable.",
          appliesTo: [{ regex: "/^Resource::<.*Sweeper.*\\.Arn>:\\*$/" }],
        },
      ],
      true,
    );
    const topic = props.alarmTopic;
    this.alarms = [
      functionErrorsAlarm(
        this,
        "SweeperErrorsAlarm",
        this.sweeper,
        topic,
        "A reconciliation sweep",
      ),
      deadLetterAlarm(
        this,
        "ScheduleDeadLettersAlarm",
        this.scheduleDeadLetterQueue,
        topic,
        "The reconciliation schedule could not invoke the sweeper",
      ),
      new NotifyingAlarm(this, "StuckCheckoutAttemptsAlarm", {
        metric: stageMetric("StuckCheckoutAttempts", props.stage, "Maximum"),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        description:
          "Checkout attempts are still pending 15 minutes after they started: customers may " +
          "have been charged without an order. See the sweeper's log for the campus and attempt.",
        topic,
      }),
      new NotifyingAlarm(this, "StuckOrderRefundsAlarm", {
        metric: stageMetric("StuckOrderRefunds", props.stage, "Maximum"),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        description:
          "Console refunds are still pending 15 minutes after staff made them: the payment " +
          "processor has not answered, so the customer has not been given the money back yet. " +
          "See the sweeper's log for the campus, order and refund.",
        topic,
      }),
      // The sweeper must run: without it nothing above can fire.
      new NotifyingAlarm(this, "SweeperSilentAlarm", {
        metric: this.sweeper.metricInvocations({ period: Duration.minutes(15), statistic: "Sum" }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.BREACHING,
        description:
          "The reconciliation sweeper has not run for 15 minutes: check its schedule is enabled.",
        topic,
      }),
    ];
  }
}
