import { createHash } from "node:crypto";
import {
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { loginFailuresEntity } from "../../shared/accounts/entities/login-failures";
import { documentClient, tableName } from "../platform/dynamo";
import { withoutWriteHold } from "../platform/request-scope";
import { retry } from "../platform/retry";
import { cancellationCodes, isConditionFailure } from "../platform/table";

/**
 * At most 10 password checks of one email per 15-minute window (docs/decisions/accounts.md),
 * for customers and for the operations console's staff alike.
 */
export const MAX_ATTEMPTS = 10;
export const WINDOW_SECONDS = 15 * 60;
export const LOCKED_OUT =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";

/** A counted attempt: the window it was counted in, so a success can give back exactly its slot. */
export interface AttemptPermit {
  window: number;
}

/**
 * The attempt is counted before the password is checked: `admit` answers undefined once the
 * window's limit is reached, so concurrent attempts can never check more than the limit.
 */
export interface LoginThrottle {
  admit(siteId: string, email: string, now: Date): Promise<AttemptPermit | undefined>;
  /** A right password gives its own slot back; the window and everyone else's count stay. */
  succeeded(siteId: string, email: string, permit: AttemptPermit): Promise<void>;
}

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/**
 * What must hold for an attempt to be counted at all (a customer login's campus is published),
 * checked in the count's own transaction, and what a failed check throws. Without a guard the
 * count stands alone (the console's staff, under OPERATIONS_TENANT).
 */
export interface AttemptGuard {
  check(siteId: string): TransactItem;
  refusal(): Error;
}

/** Windows are aligned to the clock, so the window of an attempt is known without a read. */
const windowOf = (now: Date) => Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);

// Keyed by the email's hash, not the account id, so unknown emails lock exactly like known
// ones (no enumeration) and the count runs in parallel with the email lookup.
const subjectOf = (email: string) =>
  `email-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
const key = (siteId: string, email: string, window: number) =>
  loginFailuresEntity.key({ siteId, subjectId: subjectOf(email), window });

/** The item counting an email's attempts at `now` (tests read it). */
export const attemptsKey = (siteId: string, email: string, now: Date) =>
  key(siteId, email, windowOf(now));

/** Two attempts for one email at the same moment can collide in their transactions. */
export const CONFLICT_RETRIES = 3;

/**
 * Sends, and again after a short random wait while `collided` says another attempt's
 * transaction held the item (a double-clicked button), at most CONFLICT_RETRIES times; then the
 * last error stands.
 */
const sendPastCollisions = (send: () => Promise<unknown>, collided: (e: unknown) => boolean) =>
  retry(send, { tries: CONFLICT_RETRIES + 1, baseMs: 20, capMs: 50, transient: collided });

const isTransactionConflict = (error: unknown) =>
  (error as Error | undefined)?.name === "TransactionConflictException";

/**
 * docs/data-model.md #26: one transaction per attempt: the guard's ConditionCheck (if any) and a
 * conditional ADD on the item of the attempt's window (created by the ADD itself), refused once
 * it holds the limit. Checking the guard in the same transaction lets the count travel in the
 * site check's round trip (functions/platform/request-scope.ts `withoutWriteHold`) and still never
 * write for an unknown site. One round trip, whatever the state and however many attempts race;
 * every path fails closed.
 */
export function dynamoLoginThrottle(guard?: AttemptGuard): LoginThrottle {
  const counter = guard ? 1 : 0;
  return {
    async admit(siteId, email, now) {
      const window = windowOf(now);
      const count = new TransactWriteCommand({
        TransactItems: [
          ...(guard ? [guard.check(siteId)] : []),
          {
            Update: {
              TableName: tableName(),
              Key: key(siteId, email, window),
              UpdateExpression:
                "ADD attempts :one SET expires_at = if_not_exists(expires_at, :expires)",
              ConditionExpression: "attribute_not_exists(attempts) OR attempts < :max",
              ExpressionAttributeValues: {
                ":one": 1,
                ":max": MAX_ATTEMPTS,
                // TTL removes the item once its window (and the next, for clock skew) is over.
                ":expires": (window + 2) * WINDOW_SECONDS,
              },
            },
          },
        ],
      });
      try {
        await sendPastCollisions(
          () => withoutWriteHold(() => documentClient().send(count)),
          (error) => cancellationCodes(error)[counter] === "TransactionConflict",
        );
        return { window };
      } catch (error) {
        if (guard && cancellationCodes(error)[0] === "ConditionalCheckFailed") {
          throw guard.refusal();
        }
        // The window is full, or attempts kept colliding: either way the attempt is refused.
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async succeeded(siteId, email, permit) {
      const giveBack = new UpdateCommand({
        TableName: tableName(),
        Key: key(siteId, email, permit.window),
        UpdateExpression: "ADD attempts :minus",
        // Only an item that exists and counted this attempt; never creates one.
        ConditionExpression: "attempts > :zero",
        ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
      });
      try {
        await sendPastCollisions(() => documentClient().send(giveBack), isTransactionConflict);
      } catch (error) {
        // No slot to give back, or attempts kept colliding: giving the slot back is a courtesy,
        // and a slot left counted fails closed.
        if (!isConditionFailure(error) && !isTransactionConflict(error)) throw error;
      }
    },
  };
}
