import { Stack, type StackProps } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import { MailOutbox } from "../constructs/mail-outbox";
import type { PaymentAccess } from "../constructs/payment-access";
import { CheckoutReconciliation } from "../constructs/reconciliation";
import type { WorkerMail } from "../constructs/worker-function";

export interface WorkersStackProps extends StackProps {
  /** The single table, with its stream. */
  table: ITable;
  mail: WorkerMail;
  logRetention: RetentionDays;
  stage: string;
  alarmTopic: ITopic;
  payments: PaymentAccess;
}

/**
 * What keeps money and mail whole behind the API: the checkout reconciliation sweeper and the
 * mail outbox worker. Like billing, they serve no route, so the API stack stays one function
 * per route group; apart from billing, because neither bills anyone.
 */
export class WorkersStack extends Stack {
  readonly reconciliation: CheckoutReconciliation;
  readonly outbox: MailOutbox;

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    const shared = {
      table: props.table,
      mail: props.mail,
      logRetention: props.logRetention,
      stage: props.stage,
      alarmTopic: props.alarmTopic,
    };
    this.reconciliation = new CheckoutReconciliation(this, "Reconciliation", {
      ...shared,
      payments: props.payments,
    });
    this.outbox = new MailOutbox(this, "Outbox", shared);
  }
}
