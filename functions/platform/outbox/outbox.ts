import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { mailIntentEntity } from "../../../shared/platform/entities/mail-intent";
import { tableName } from "../dynamo";
import type { Mail } from "../mailer";

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface MailIntentInput {
  kind: string;
  ref: string;
  mail: Mail;
}

/**
 * The TransactWrite item that records a mail intent in the same transaction as the change it
 * reports (Put, attribute_not_exists). The id is `${kind}:${ref}`, so a retried or replayed
 * change cannot record a second mail: the transaction fails instead
 * (docs/decisions/mail-outbox.md).
 */
export function outboxPut(siteId: string, intent: MailIntentInput, now: Date): TransactItem {
  const { mail } = intent;
  const item = mailIntentEntity.toItem(
    { siteId, kind: intent.kind, ref: intent.ref },
    {
      site_id: siteId,
      kind: intent.kind,
      ref: intent.ref,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== undefined ? { html: mail.html } : {}),
      ...(mail.replyTo !== undefined ? { replyTo: mail.replyTo } : {}),
      state: "pending",
      attempts: 0,
      created_at: now.toISOString(),
    },
  );
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}
