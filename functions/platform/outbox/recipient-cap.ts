import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { LABEL_REPORT_MAIL } from "../../../shared/menus/label-report";
import { mailIntentId } from "../../../shared/platform/entities/mail-intent";
import { mailRecipientWindowEntity } from "../../../shared/platform/entities/mail-recipient-window";
import { documentClient, tableName } from "../dynamo";
import { emailSubjectOf, hashSubject } from "../rate-limit";
import { retry } from "../retry";
import { cancellationCodes, collidedOnly } from "../table";

/**
 * How much mail one address may get from one campus, whatever sends it (docs/security.md "Rate
 * limits", docs/decisions/mail-outbox.md "A cap per recipient"). No person asks for more than
 * three mails a minute by hand, so a scripted burst (ten orders naming one inbox in a second)
 * delivers three; a student who books, cancels and orders through an hour gets every mail up
 * to ten; thirty a day bounds what a patient script can do to one inbox.
 */
export const RECIPIENT_MAIL_CAPS = [
  { name: "minute", windowSeconds: 60, limit: 3 },
  { name: "hour", windowSeconds: 60 * 60, limit: 10 },
  { name: "day", windowSeconds: 24 * 60 * 60, limit: 30 },
] as const;

/**
 * Kinds mailed to a campus's own staff mailbox, not to a person who typed an address: the cap
 * protects a person's inbox from a flood in their name, while a staff mailbox is meant to get
 * every report, bounded instead by its route's limit per recipient.
 */
export const STAFF_MAILBOX_KINDS: ReadonlySet<string> = new Set([LABEL_REPORT_MAIL]);

export type RecipientCapOutcome =
  | { admitted: true }
  /** `recipient` is the address's hash (for logs); `window` names the cap that is full. */
  | { admitted: false; recipient: string; window: string };

/** The hash a recipient is counted and logged by: one mailbox, whatever its case or spacing. */
export const recipientHash = (address: string): string => hashSubject(emailSubjectOf(address));

const CONFLICT_RETRY = { tries: 8, baseMs: 10, capMs: 300 };

/**
 * docs/data-model.md #45: admits one intent to each of its recipients' windows in one
 * TransactWrite: the intent's id is added to the window's set under `size < limit`, or
 * admitted again without counting when the set already holds it (a retried delivery after a
 * failed send, or the sweeper after the stream). Any full window refuses the whole intent and
 * counts nothing. Deliveries to one inbox racing each other (the flood itself) collide in
 * their transactions; those are retried, then rethrown for the stream to retry.
 */
export async function admitToRecipients(
  intent: { site_id: string; kind: string; ref: string; to: readonly string[] },
  now: Date,
): Promise<RecipientCapOutcome> {
  if (STAFF_MAILBOX_KINDS.has(intent.kind)) return { admitted: true };
  const id = mailIntentId(intent.kind, intent.ref);
  const epoch = Math.floor(now.getTime() / 1000);
  const recipients = [...new Set(intent.to.map(recipientHash))];
  const slots = recipients.flatMap((recipient) =>
    RECIPIENT_MAIL_CAPS.map((cap) => ({
      recipient,
      cap,
      window: epoch - (epoch % cap.windowSeconds),
    })),
  );
  const command = new TransactWriteCommand({
    TransactItems: slots.map(({ recipient, cap, window }) => ({
      Update: {
        TableName: tableName(),
        Key: mailRecipientWindowEntity.key({
          siteId: intent.site_id,
          recipient,
          windowSeconds: cap.windowSeconds,
          window,
        }),
        UpdateExpression: "ADD intents :ids SET #type = :type, expires_at = :exp",
        ConditionExpression:
          "attribute_not_exists(intents) OR contains(intents, :id) OR size(intents) < :limit",
        ExpressionAttributeNames: { "#type": "type" },
        ExpressionAttributeValues: {
          ":ids": new Set([id]),
          ":id": id,
          ":limit": cap.limit,
          ":type": mailRecipientWindowEntity.type,
          ":exp": window + 2 * cap.windowSeconds,
        },
      },
    })),
  });
  return retry<RecipientCapOutcome>(
    async () => {
      try {
        await documentClient().send(command);
        return { admitted: true };
      } catch (error) {
        const slot = slots[cancellationCodes(error).indexOf("ConditionalCheckFailed")];
        if (slot) return { admitted: false, recipient: slot.recipient, window: slot.cap.name };
        throw error;
      }
    },
    { ...CONFLICT_RETRY, transient: collidedOnly },
  );
}
