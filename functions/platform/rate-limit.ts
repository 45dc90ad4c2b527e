import {
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { type RateLimitScope, rateLimitEntity } from "../../shared/platform/entities/rate-limit";
import { TooManyRequestsError, ValidationError } from "../../shared/platform/errors";
import { documentClient, tableName } from "./dynamo";
import { retry } from "./retry";
import { shortHash } from "./short-hash";
import { cancellationCodes, collidedOnly, getItem, getItems, isConditionFailure } from "./table";

/**
 * How many actions one subject may take per window (docs/security.md "Rate limits"). A rule is
 * keyed first by what it protects (a mailbox, a voter, an account); rules keyed by the client's
 * network address are set for a campus network, where thousands of students share a few
 * addresses, and may step up before they refuse.
 */
export interface RateRule {
  purpose: string;
  scope: RateLimitScope;
  limit: number;
  windowSeconds: number;
  /** The 429 answer's message. */
  message: string;
  /**
   * Past `limit`, ask for more proof of work before refusing: a request carrying a raised
   * ALTCHA solution (functions/platform/captcha/altcha.ts) counts on up to `raisedLimit`; an
   * ordinary one is answered 400 with `message` on the `altcha` field, and the form's next
   * challenge is a raised one (`needsRaisedProof`).
   */
  stepUp?: { raisedLimit: number; message: string };
}

/** One action counted against a rule for one subject (the raw address or email; hashed here). */
export interface RateCount {
  rule: RateRule;
  subject: string;
  /** The request solved a raised challenge: it counts up to the rule's `stepUp.raisedLimit`. */
  raised?: boolean;
}

export type TransactItems = NonNullable<TransactWriteCommandInput["TransactItems"]>;

/**
 * Subjects are stored (and logged) by hash: the table never holds a raw IP address or a typed
 * email.
 */
export const hashSubject = shortHash;

/** Emails are counted case-folded and trimmed so one mailbox is one subject. */
export const emailSubjectOf = (email: string): string => email.trim().toLowerCase();

/** The window's start (epoch seconds): windows are fixed and aligned to the clock. */
const windowOf = (rule: RateRule, now: Date) => {
  const epoch = Math.floor(now.getTime() / 1000);
  return epoch - (epoch % rule.windowSeconds);
};

/** The item counting `subject` against `rule` in the window of `now`. */
export const rateLimitKey = (siteId: string, rule: RateRule, subject: string, now: Date) =>
  rateLimitEntity.key({
    siteId,
    purpose: rule.purpose,
    scope: rule.scope,
    subject: hashSubject(subject),
    window: windowOf(rule, now),
  });

const limitOf = ({ rule, raised }: RateCount) =>
  raised && rule.stepUp ? rule.stepUp.raisedLimit : rule.limit;

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
  const { windowSeconds } = count.rule;
  const limit = limitOf(count);
  const window = windowOf(count.rule, now);
  return {
    Update: {
      TableName: tableName(),
      Key: rateLimitKey(siteId, count.rule, count.subject, now),
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

/** Whether this count, at its limit, asks for a raised proof of work rather than refusing. */
const steppingUp = ({ rule, raised }: RateCount) => Boolean(rule.stepUp && !raised);

/** What a counter at its limit answers: a step-up (400 on the captcha) or a refusal (429). */
function refusalOf(count: RateCount): Error {
  const { stepUp, message } = count.rule;
  if (stepUp && steppingUp(count))
    return new ValidationError(stepUp.message, { altcha: stepUp.message });
  return new TooManyRequestsError(message);
}

/**
 * Whether the subject's next request must bring a raised proof of work: its rule steps up and
 * its ordinary allowance in this window is spent. The challenge routes ask this (one GetItem)
 * so the widget gets the harder challenge the submission will need.
 */
export async function needsRaisedProof(
  siteId: string,
  rule: RateRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  if (!rule.stepUp) return false;
  const item = await getItem(rateLimitKey(siteId, rule, subject, now));
  return rateLimitEntity.fromItem(item ?? {}).hits >= rule.limit;
}

/**
 * Counts one action on its own (one UpdateItem), for actions that are no transaction: throws
 * as `transactWithLimits` does when the counter is at its limit.
 */
export async function countAction(siteId: string, count: RateCount, now: Date): Promise<void> {
  const { Update } = rateLimitUpdate(siteId, count, now);
  try {
    await documentClient().send(new UpdateCommand(Update as NonNullable<typeof Update>));
  } catch (error) {
    if (isConditionFailure(error)) throw refusalOf(count);
    throw error;
  }
}

/**
 * Admission before the action's transaction: one eventually consistent BatchGetItem of the
 * counters (half a read unit each) throws the same refusal as `transactWithLimits` when one is
 * already at its limit, so a refused request writes nothing. A failed conditional write still
 * costs its write units (two, in a transaction) on the counter's partition key: under a campus
 * NAT, the requests refused after a busy window filled would each spend them on one key, and
 * 500 a second saturate it, while reads take 6,000 a second. The read only refuses early: a
 * counter read a moment stale reads low (within a window it only grows), and the transaction's
 * condition still decides exactly who gets the last places.
 */
export async function refuseAtLimit(
  siteId: string,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> {
  if (counts.length === 0) return;
  const items = await getItems(
    counts.map((count) => rateLimitKey(siteId, count.rule, count.subject, now)),
    ["hits"],
  );
  const full = counts.filter(
    (count, index) => rateLimitEntity.fromItem(items[index] ?? {}).hits >= limitOf(count),
  );
  const refused = full.find((count) => !steppingUp(count)) ?? full[0];
  if (refused) throw refusalOf(refused);
}

/** The action's own items' cancellation codes, by position ("ConditionalCheckFailed", "None", ...). */
export type Refusal = (string | undefined)[];

const CONFLICT_RETRY = { tries: 8, baseMs: 10, capMs: 300 };

/**
 * Runs the action's writes and its rate-limit counters as one TransactWriteItems (one round
 * trip). Throws TooManyRequestsError (429) when a counter is at its limit, or the step-up
 * answer when that counter's rule steps up and the request's proof was ordinary; null when it
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
  return retry(
    async () => {
      try {
        await documentClient().send(command);
        return null;
      } catch (error) {
        const codes = cancellationCodes(error);
        const limited = counts.filter(
          (_, index) => codes[items.length + index] === "ConditionalCheckFailed",
        );
        // A refusal outranks a step-up: more proof of work would not get the request through.
        const refused = limited.find((count) => !steppingUp(count)) ?? limited[0];
        if (refused) throw refusalOf(refused);
        if (codes.includes("ConditionalCheckFailed")) return codes.slice(0, items.length);
        throw error;
      }
    },
    { ...CONFLICT_RETRY, transient: collidedOnly },
  );
}
