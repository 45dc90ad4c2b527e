import { Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { MailOutbox } from "../constructs/mail-outbox";
import {
  CheckoutReconciliation,
  type CheckoutReconciliationProps,
} from "../constructs/reconciliation";

/** What the sweeper needs is a superset of the outbox's; the table must carry its stream. */
export interface WorkersStackProps extends StackProps, CheckoutReconciliationProps {
  /** The outbox worker's reserved concurrency (infra/config.ts `outboxConcurrency`). */
  outboxConcurrency?: number | undefined;
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
    this.outbox = new MailOutbox(this, "Outbox", {
      ...shared,
      concurrency: props.outboxConcurrency,
    });
  }
}
