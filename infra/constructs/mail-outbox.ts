import { Duration } from "aws-cdk-lib";
import { ComparisonOperator } from "aws-cdk-lib/aws-cloudwatch";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import {
  type CfnFunction,
  FilterCriteria,
  FilterRule,
  StartingPosition,
} from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource, SqsDlq } from "aws-cdk-lib/aws-lambda-event-sources";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { NagSuppressions } from "cdk-nag";
import { Construct } from "constructs";
import { groupFolder } from "../../shared/areas";
import { mailIntentEntity } from "../../shared/platform/entities/mail-intent";
import { DEFAULT_SETTINGS } from "../capacity-model";
import {
  ALARM_PERIOD,
  deadLetterAlarm,
  functionErrorsAlarm,
  NotifyingAlarm,
  stageMetric,
} from "./alarms";
import { WorkerFunction, type WorkerMail } from "./worker-function";

export interface MailOutboxProps {
  /** The single table, with its stream (infra/stacks/data-stack.ts). */
  table: ITable;
  mail: WorkerMail;
  logRetention: RetentionDays;
  stage: string;
  alarmTopic: ITopic;
  /**
   * Reserved concurrency of the worker (infra/config.ts `outboxConcurrency`): its sends, one
   * after another, stay under the account's SES sending rate (docs/capacity.md). Undefined: not
   * reserved, as many workers as the stream has shards.
   */
  concurrency?: number | undefined;
}

/**
 * Shorter than a delivery's lease (functions/platform/outbox/delivery.ts LEASE_MS, 60 s), so a
 * worker that dies mid-send has stopped before anyone may take its intent over.
 */
export const OUTBOX_TIMEOUT = Duration.seconds(45);
/** Sized by the capacity model: a batch sent at the outbox's SES pace ends within the timeout. */
export const OUTBOX_BATCH_SIZE = DEFAULT_SETTINGS.outboxBatchSize;
export const OUTBOX_RETRY_ATTEMPTS = 10;
/** The sweeper redelivers stale intents after minutes; older stream records are its job. */
export const OUTBOX_MAX_RECORD_AGE = Duration.hours(1);
/** The oldest pending mail (UndeliveredMail, ms) may be this old before someone is told. */
export const UNDELIVERED_MAIL_THRESHOLD = Duration.minutes(15);
/** The worker is this far behind the table's writes: mail is late for everyone. */
export const ITERATOR_AGE_THRESHOLD = Duration.minutes(5);

/**
 * Only new mail intents reach the function; every other change of the table is dropped by the
 * event source mapping (not invoked, not billed).
 */
export const OUTBOX_FILTER = {
  eventName: FilterRule.isEqual("INSERT"),
  dynamodb: { NewImage: { type: { S: FilterRule.isEqual(mailIntentEntity.type) } } },
};

/**
 * The mail outbox worker (docs/infrastructure.md "Mail outbox worker"): the table's stream
 * invokes it with each mail intent as it is written; it sends the mail through SES and marks it
 * sent. A record that fails is retried alone (bisect, batch item failures); after its retries
 * or its maximum age its position goes to a dead-letter queue, and the reconciliation sweeper
 * delivers the intent, which is still pending.
 */
export class MailOutbox extends Construct {
  readonly worker: WorkerFunction;
  readonly deadLetterQueue: Queue;
  readonly alarms: NotifyingAlarm[];

  constructor(scope: Construct, id: string, props: MailOutboxProps) {
    super(scope, id);

    this.worker = new WorkerFunction(this, "Worker", {
      entry: `${groupFolder("outbox")}/handler`,
      description: "Dine On Campus mail outbox: sends mail intents from the table stream",
      service: "outbox",
      timeout: OUTBOX_TIMEOUT,
      table: props.table,
      logRetention: props.logRetention,
      mail: props.mail,
      environment: { STAGE: props.stage },
    });
    // Lease, mark sent, give the lease back: conditional updates by key, nothing else.
    this.worker.grantTable(props.table, ["dynamodb:GetItem", "dynamodb:UpdateItem"]);
    // A throttled batch is retried by the mapping, and past its retries the sweeper delivers the
    // intent: a cap delays mail, it never drops it.
    if (props.concurrency !== undefined) {
      (this.worker.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
        props.concurrency;
    }

    this.deadLetterQueue = new Queue(this, "DeadLetters", {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      { id: "AwsSolutions-SQS3", reason: "This queue is itself a dead-letter queue." },
    ]);

    this.worker.addEventSource(
      new DynamoEventSource(props.table, {
        // From the oldest record kept (24 hours): intents written before the mapping existed
        // or while it was disabled are still sent; a delivered intent is never sent twice.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: OUTBOX_BATCH_SIZE,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: OUTBOX_RETRY_ATTEMPTS,
        maxRecordAge: OUTBOX_MAX_RECORD_AGE,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [FilterCriteria.filter(OUTBOX_FILTER)],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.worker,
      [
        {
          id: "AwsSolutions-IAM5",
          reason:
            "Reading a DynamoDB stream needs dynamodb:ListStreams, which has no resource; the " +
            "stream's own actions are on the table's stream only.",
          appliesTo: ["Resource::*"],
        },
      ],
      true,
    );

    const topic = props.alarmTopic;
    this.alarms = [
      functionErrorsAlarm(this, "WorkerErrorsAlarm", this.worker, topic, "The mail outbox worker"),
      deadLetterAlarm(
        this,
        "DeadLettersAlarm",
        this.deadLetterQueue,
        topic,
        "Stream records of mail intents ran out of retries; the sweeper delivers them",
      ),
      new NotifyingAlarm(this, "IteratorAgeAlarm", {
        metric: this.worker.metric("IteratorAge", { period: ALARM_PERIOD, statistic: "Maximum" }),
        threshold: ITERATOR_AGE_THRESHOLD.toMilliseconds(),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        description:
          "The mail outbox worker is more than 5 minutes behind the table: mail is late. Look " +
          "for errors or throttles of the worker.",
        topic,
      }),
      new NotifyingAlarm(this, "UndeliveredMailAlarm", {
        metric: stageMetric("UndeliveredMail", props.stage, "Maximum"),
        threshold: UNDELIVERED_MAIL_THRESHOLD.toMilliseconds(),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        description:
          "A customer mail is still unsent 15 minutes after it was written. The sweeper's log " +
          "names the campus and the intent; check SES sending (suppression, quota, identity).",
        topic,
      }),
    ];
  }
}
