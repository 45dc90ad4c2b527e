import { Duration, Stack } from "aws-cdk-lib";
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime } from "aws-cdk-lib/aws-lambda";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { NagSuppressions } from "cdk-nag";
import { Construct } from "constructs";
import { lambdaBundling, MAIL_CLIENT_LIBRARY, repoRoot } from "../bundling";
import type { MailAccess } from "./group-function";
import { LAMBDA_BASELINE_SUPPRESSIONS } from "./lambda-nag";
import { LibraryLayer } from "./library-layer";

export interface ScheduledBillingProps {
  table: ITable;
  mail: Omit<MailAccess, "groups">;
  logRetention: RetentionDays;
}

/** The worker's limit; SQS hides a message six times as long, as AWS advises for Lambda. */
const WORKER_TIMEOUT = Duration.minutes(5);
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
  readonly dispatcher: NodejsFunction;
  readonly worker: NodejsFunction;
  readonly schedule: Schedule;
  readonly alarms: Alarm[] = [];

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

    this.dispatcher = this.billingFunction("Dispatcher", "dispatcher", props, Duration.minutes(1));
    this.dispatcher.addEnvironment("BILLING_QUEUE_URL", this.queue.queueUrl);
    this.queue.grantSendMessages(this.dispatcher);
    // The published-site directory is a Query on gsi2; the dispatcher reads nothing else.
    this.dispatcher.addToRolePolicy(
      new PolicyStatement({
        actions: ["dynamodb:Query"],
        resources: [`${props.table.tableArn}/index/gsi2`],
      }),
    );

    this.worker = this.billingFunction("Worker", "worker", props, WORKER_TIMEOUT);
    // Sites, payments and orders by key; due subscriptions on gsi2; conditional Put/Update.
    // No Scan, no Delete, no batch writes.
    this.worker.addToRolePolicy(
      new PolicyStatement({
        actions: ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem"],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/gsi2`],
      }),
    );
    this.grantSendMail(this.worker, props.mail);
    this.worker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        // Two campuses at a time keeps the payment gateway's rate limits far away.
        maxConcurrency: 2,
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

    this.alarmOn("DeadLettersAlarm", this.deadLetterQueue, "A campus billing message failed");
    this.alarmOn(
      "ScheduleDeadLettersAlarm",
      this.scheduleDeadLetterQueue,
      "The billing schedule could not invoke the dispatcher",
    );
    this.alarm("DispatcherErrorsAlarm", this.dispatcher.metricErrors(), "The dispatcher failed");
  }

  private queueOf(id: string, props: ConstructorParameters<typeof Queue>[2]): Queue {
    return new Queue(this, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      ...props,
    });
  }

  private billingFunction(
    id: string,
    file: "dispatcher" | "worker",
    props: ScheduledBillingProps,
    timeout: Duration,
  ): NodejsFunction {
    const logGroup = new LogGroup(this, `${id}Logs`, { retention: props.logRetention });
    const fn = new NodejsFunction(this, id, {
      entry: `${repoRoot}functions/billing/${file}.ts`,
      handler: "handler",
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout,
      description: `Dine On Campus subscription billing ${file}`,
      logGroup,
      bundling: lambdaBundling,
      // The worker mails past-due notices: the SES client comes from a layer on first use
      // (functions/lib/mailer.ts).
      layers:
        file === "worker" ? [new LibraryLayer(this, "WorkerLibraries", [MAIL_CLIENT_LIBRARY])] : [],
      environment: {
        TABLE_NAME: props.table.tableName,
        SES_CONFIGURATION_SET: props.mail.configurationSetName,
        MAIL_FROM: props.mail.from,
        POWERTOOLS_SERVICE_NAME: `billing-${file}`,
      },
    });
    NagSuppressions.addResourceSuppressions(fn, [...LAMBDA_BASELINE_SUPPRESSIONS], true);
    return fn;
  }

  private grantSendMail(fn: NodejsFunction, mail: ScheduledBillingProps["mail"]): void {
    const configurationSetArn = Stack.of(this).formatArn({
      service: "ses",
      resource: "configuration-set",
      resourceName: mail.configurationSetName,
    });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [mail.identityArn, configurationSetArn],
      }),
    );
  }

  private alarmOn(id: string, queue: Queue, what: string): void {
    this.alarm(id, queue.metricApproximateNumberOfMessagesVisible(), `${what}: see its DLQ.`);
  }

  private alarm(id: string, metric: IMetric, description: string): void {
    this.alarms.push(
      new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
