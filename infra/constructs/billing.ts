import { Duration, Stack } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
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
import { deadLetterAlarm, functionErrorsAlarm, type NotifyingAlarm } from "./alarms";
import { grantPayments, type PaymentAccess } from "./payment-access";
import { WorkerFunction, type WorkerMail } from "./worker-function";

export interface ScheduledBillingProps {
  table: ITable;
  mail: WorkerMail;
  logRetention: RetentionDays;
  /** Where every alarm below is sent (infra/stacks/alarms-stack.ts). */
  alarmTopic: ITopic;
  /** The worker charges saved cards through the campus's gateway. */
  payments: PaymentAccess;
  /**
   * Campuses billed at once (infra/config.ts `billingConcurrency`) and the PaymentIntents each
   * run creates per second (`billingChargesPerSecond`): together within billing's share of the
   * payment gateway's rate limit on the 1st (docs/capacity.md).
   */
  workerConcurrency: number;
  chargesPerSecond: number;
}

/**
 * The worker's limit; a campus run that would outlast it goes on in a follow-up message. SQS
 * hides a message six times as long, as AWS advises for Lambda.
 */
export const WORKER_TIMEOUT = Duration.minutes(5);
/** Deliveries of one campus message before it is parked in the dead-letter queue. */
export const MAX_RECEIVES = 5;
/** Hourly: each campus is billed within an hour of its local midnight (billing days are local). */
export const BILLING_RATE = Duration.hours(1);

/**
 * Subscription billing on AWS's own scheduler and queue (docs/decisions/subscription-billing.md):
 * an EventBridge Scheduler schedule invokes the dispatcher, which puts one message per published
 * campus on SQS; the worker bills a campus per message and reports partial batch failures.
 * Failed messages and failed schedule invocations land in dead-letter queues watched by alarms.
 */
export class ScheduledBilling extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly scheduleDeadLetterQueue: Queue;
  readonly dispatcher: WorkerFunction;
  readonly worker: WorkerFunction;
  readonly schedule: Schedule;
  readonly alarms: NotifyingAlarm[];

  constructor(scope: Construct, id: string, props: ScheduledBillingProps) {
    super(scope, id);

    this.deadLetterQueue = this.queueOf("DeadLetters", { retentionPeriod: Duration.days(14) });
    this.scheduleDeadLetterQueue = this.queueOf("ScheduleDeadLetters", {
      retentionPeriod: Duration.days(14),
    });
    this.queue = this.queueOf("CampusQueue", {
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
    });
    for (const dlq of [this.deadLetterQueue, this.scheduleDeadLetterQueue]) {
      NagSuppressions.addResourceSuppressions(dlq, [
        { id: "AwsSolutions-SQS3", reason: "This queue is itself a dead-letter queue." },
      ]);
    }

    this.dispatcher = new WorkerFunction(this, "Dispatcher", {
      ...billingFunction("dispatcher", props),
      timeout: Duration.minutes(1),
    });
    this.dispatcher.addEnvironment("BILLING_QUEUE_URL", this.queue.queueUrl);
    this.queue.grantSendMessages(this.dispatcher);
    // The published-site directory is a Query on gsi2; the dispatcher reads nothing else.
    this.dispatcher.addToRolePolicy(
      new PolicyStatement({
        actions: ["dynamodb:Query"],
        resources: [`${props.table.tableArn}/index/gsi2`],
      }),
    );

    // The worker mails past-due notices.
    this.worker = new WorkerFunction(this, "Worker", {
      ...billingFunction("worker", props),
      timeout: WORKER_TIMEOUT,
      mail: props.mail,
    });
    // Sites, payments and orders by key; due subscriptions on gsi2; conditional Put/Update.
    // No Scan, no Delete, no batch writes.
    this.worker.grantTable(
      props.table,
      ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem"],
      ["gsi2"],
    );
    grantPayments(this.worker, props.payments);
    // The pace of a campus run, and its own queue for the follow-up of a run cut by time.
    this.worker.addEnvironment("BILLING_CHARGES_PER_SECOND", String(props.chargesPerSecond));
    this.worker.addEnvironment("BILLING_QUEUE_URL", this.queue.queueUrl);
    this.queue.grantSendMessages(this.worker);
    this.worker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: props.workerConcurrency,
      }),
    );

    // Its own role, assumed only by EventBridge Scheduler of this account.
    const scheduleRole = new Role(this, "ScheduleRole", {
      assumedBy: new ServicePrincipal("scheduler.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": Stack.of(this).account } },
      }),
    });
    this.schedule = new Schedule(this, "Schedule", {
      description: "Dine On Campus subscription billing run",
      schedule: ScheduleExpression.rate(BILLING_RATE),
      target: new LambdaInvoke(this.dispatcher, {
        role: scheduleRole,
        // Retries of one run carry the same instant, so they bill as of the same campus dates.
        input: ScheduleTargetInput.fromObject({ at: ContextAttribute.scheduledTime }),
        deadLetterQueue: this.scheduleDeadLetterQueue,
        retryAttempts: 3,
        maxEventAge: Duration.hours(1),
      }),
    });

    NagSuppressions.addResourceSuppressions(
      scheduleRole,
      [
        {
          id: "AwsSolutions-IAM5",
          reason:
            "grantInvoke also allows the dispatcher's own versions and aliases (<arn>:*); no " +
            "other function is reachable.",
          appliesTo: [{ regex: "/^Resource::<.*Dispatcher.*\\.Arn>:\\*$/" }],
        },
      ],
      true,
    );

    const topic = props.alarmTopic;
    this.alarms = [
      deadLetterAlarm(
        this,
        "DeadLettersAlarm",
        this.deadLetterQueue,
        topic,
        "A campus billing message failed",
      ),
      deadLetterAlarm(
        this,
        "ScheduleDeadLettersAlarm",
        this.scheduleDeadLetterQueue,
        topic,
        "The billing schedule could not invoke the dispatcher",
      ),
      functionErrorsAlarm(this, "DispatcherErrorsAlarm", this.dispatcher, topic, "The dispatcher"),
      // A crashing or timed-out worker shows here hours before its message reaches the DLQ.
      functionErrorsAlarm(this, "WorkerErrorsAlarm", this.worker, topic, "The billing worker"),
    ];
  }

  private queueOf(id: string, props: ConstructorParameters<typeof Queue>[2]): Queue {
    return new Queue(this, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      ...props,
    });
  }
}

/** What the dispatcher and the worker share: the billing handler file, its name and logs. */
const billingFunction = (file: "dispatcher" | "worker", props: ScheduledBillingProps) => ({
  entry: `${groupFolder("billing")}/${file}`,
  description: `Dine On Campus subscription billing ${file}`,
  service: `billing-${file}`,
  table: props.table,
  logRetention: props.logRetention,
});
