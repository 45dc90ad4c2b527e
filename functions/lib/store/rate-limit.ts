import { createHash } from "node:crypto";
import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { rateLimitEntity } from "../../../shared/data/entities/rate-limit";
import { TooManyRequestsError } from "../../../shared/errors";
import { documentClient, tableName } from "../dynamo";
import { cancellationCodes } from "./table";

/** How many anonymous actions one subject may take per window (docs/security.md). */
export interface RateRule {
  purpose: string;
  scope: "client" | "email";
  limit: number;
  windowSeconds: number;
  /** The 429 answer's message. */
  message: string;
}

/** One action counted against a rule for one subject (the raw address or email; hashed here). */
export interface RateCount {
  rule: RateRule;
  subject: string;
}

export type TransactItems = NonNullable<TransactWriteCommandInput["TransactItems"]>;

/** Subjects are stored by hash: the table never holds a raw IP address or a typed email. */
const hashOf = (value: string) =>
  createHash("sha256").update(value).digest("base64url").slice(0, 22);

/** Emails are counted case-folded and trimmed so one mailbox is one subject. */
export const emailSubjectOf = (email: string): string => email.trim().toLowerCase();

/**
 * The counter's Update for a transaction: adds 1 under `hits < :limit`, so the action and
 * its count commit together or not at all (a refused action is not counted, a counted one
 * is never lost to a race). Fixed windows; the item expires one window after its end.
 */
export function rateLimitUpdate(
  siteId: string,
  count: RateCount,
  now: Date,
): TransactItems[number] {
  const { purpose, scope, limit, windowSeconds } = count.rule;
  const epoch = Math.floor(now.getTime() / 1000);
  const window = epoch - (epoch % windowSeconds);
  return {
    Update: {
      TableName: tableName(),
      Key: rateLimitEntity.key({ siteId, purpose, scope, subject: hashOf(count.subject), window }),
      UpdateExpression: "ADD hits :one SET #type = :type, expires_at = :exp",
      ConditionExpression: "attribute_not_exists(hits) OR hits < :limit",
      ExpressionAttributeNames: { "#type": "type" },
      ExpressionAttributeValues: {
        ":one": 1,
        ":limit": limit,
        ":type": rateLimitEntity.type,
        ":exp": window + 2 * windowSeconds,
      },
    },
  };
}

/** The action's own items' cancellation codes, by position ("ConditionalCheckFailed", "None", ...). */
export type Refusal = (string | undefined)[];

const MAX_ATTEMPTS = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the action's writes and its rate-limit counters as one TransactWriteItems (one round
 * trip). Throws TooManyRequestsError (429) when a counter is at its limit; null when it
 * committed; otherwise the refusal of the action's own items, for the caller to tell them
 * apart. Transactions racing on one item (a busy survey, one client's burst) can be cancelled
 * with TransactionConflict; those are retried. Any other error is rethrown.
 */
export async function transactWithLimits(
  siteId: string,
  items: TransactItems,
  counts: readonly RateCount[],
  now: Date,
): Promise<Refusal | null> {
  const command = new TransactWriteCommand({
    TransactItems: [...items, ...counts.map((count) => rateLimitUpdate(siteId, count, now))],
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient().send(command);
      return null;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      const limited = counts.find(
        (_, index) => codes[items.length + index] === "ConditionalCheckFailed",
      );
      if (limited) throw new TooManyRequestsError(limited.rule.message);
      if (codes.includes("ConditionalCheckFailed")) return codes.slice(0, items.length);
      if (!codes.includes("TransactionConflict") || attempt >= MAX_ATTEMPTS) throw error;
      await pause(10 * attempt + Math.floor(Math.random() * 20 * attempt));
    }
  }
}
