import { randomUUID } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Item } from "../../../shared/platform/data/entity";
import {
  MAIL_INTENT_TTL_SECONDS,
  type MailIntent,
  mailIntentEntity,
  pendingMailOfSite,
} from "../../../shared/platform/entities/mail-intent";
import { documentClient, tableName } from "../dynamo";
import { logger } from "../logger";
import { type Mail, type Mailer, sesMailer } from "../mailer";
import { backoffCeilingMs, retry } from "../retry";
import { conditionalWrite, isConditionFailure, queryAll } from "../table";
import { admitToRecipients } from "./recipient-cap";
import { type SendThrottle, sendThrottleOf } from "./send-throttle";

/**
 * How long one delivery holds an intent. Longer than the outbox worker's Lambda timeout, so a
 * delivery still sending is never overtaken by a second one (docs/decisions/mail-outbox.md).
 */
export const LEASE_MS = 60_000;

/** Pending intents older than this are the sweeper's: the stream delivery did not finish. */
export const STALE_AFTER_MS = 2 * 60_000;

export interface DeliveryDeps {
  mailer: Mailer;
  /** The clock of leases (they coordinate processes, so always the real one in production). */
  clock?: () => Date;
  /** Test seams of the throttled send's retry: its waits and their jitter. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * A send SES throttled for its rate is tried again in this process once, after a short random
 * wait (the SES client has already retried it: functions/platform/client-timeouts.ts), keeping the
 * stream worker's batch well inside its Lambda's 45 s.
 */
export const THROTTLED_SEND_RETRY = { tries: 2, baseMs: 1_000, capMs: 2_000, budgetMs: 2_000 };

/**
 * Still throttled, the intent is deferred: its lease is kept as a "not before" (lease_until,
 * without a lease id) so no delivery takes it earlier, and the sweeper sends it once that has
 * passed. The wait doubles with each throttle of the intent, from 30 s up to 10 minutes, half
 * of it random so deferred mail does not all come back at once.
 */
export const THROTTLE_DEFER = { baseMs: 30_000, capMs: 10 * 60_000 };

/**
 * SES's daily quota is a rolling 24 hours: once it is spent, sends fail until mail of a day
 * ago ages out. This process stops calling SES for half an hour (every intent it meets is
 * deferred that long, without a write) and tries again after.
 */
export const DAILY_QUOTA_PAUSE_MS = 30 * 60_000;

/** Epoch ms until which this process sends nothing: SES said the daily quota was spent. */
let pausedUntil = 0;

/** Tests start without a pause left by another test. */
export const resumeSending = (): void => {
  pausedUntil = 0;
};

/**
 * - `sent`: this call sent the mail and recorded it;
 * - `already_sent`: an earlier delivery did (a stream retry or a replayed record);
 * - `suppressed`: a recipient's cap was full (now or at an earlier delivery): never sent;
 * - `leased`: another delivery holds it right now (it sends, or releases it for a retry);
 * - `deferred`: SES throttled its send (now or at an earlier delivery, whose wait is not over):
 *   still pending, no attempt counted, the sweeper sends it later;
 * - `missing`: no such intent (expired long after it was sent).
 */
export type DeliveryOutcome =
  | "sent"
  | "already_sent"
  | "suppressed"
  | "leased"
  | "deferred"
  | "missing";

const intentKey = (intent: Pick<MailIntent, "site_id" | "kind" | "ref">) =>
  mailIntentEntity.key({ siteId: intent.site_id, kind: intent.kind, ref: intent.ref });
type IntentKey = ReturnType<typeof intentKey>;

/** Where a log line about an intent points: the campus, the kind and the change it reports. */
export const intentFields = (intent: Pick<MailIntent, "site_id" | "kind" | "ref">) => ({
  siteId: intent.site_id,
  kind: intent.kind,
  ref: intent.ref,
});

function mailOf(intent: MailIntent): Mail {
  return {
    to: intent.to,
    subject: intent.subject,
    text: intent.text,
    ...(intent.html !== undefined ? { html: intent.html } : {}),
    ...(intent.replyTo !== undefined ? { replyTo: intent.replyTo } : {}),
  };
}

type Lease =
  | {
      kind: "held";
      intent: MailIntent;
      leaseId: string;
      /** Times SES throttled this intent's send before (top level, beside `attempts`). */
      throttled: number;
    }
  | { kind: DeliveryOutcome };

/** Takes the lease: pending, and no other delivery's lease still running (one UpdateItem). */
async function takeLease(key: IntentKey, now: Date): Promise<Lease> {
  const leaseId = randomUUID();
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: "SET lease_until = :until, lease_id = :lease",
        ConditionExpression:
          "#state = :pending AND (attribute_not_exists(lease_until) OR lease_until < :now)",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: {
          ":pending": "pending",
          ":now": now.getTime(),
          ":until": now.getTime() + LEASE_MS,
          ":lease": leaseId,
        },
        ReturnValues: "ALL_NEW",
        ReturnValuesOnConditionCheckFailure: "ALL_OLD",
      }),
    );
    const throttled = Number((Attributes as Item).throttled ?? 0);
    return {
      kind: "held",
      intent: mailIntentEntity.fromItem(Attributes as Item),
      leaseId,
      throttled: Number.isInteger(throttled) ? throttled : 0,
    };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The refused item comes back as raw attribute values (the document client leaves errors be).
    const old = (error as { Item?: Record<string, { S?: string; N?: string } | undefined> }).Item;
    if (!old) return { kind: "missing" };
    if (old.state?.S === "sent") return { kind: "already_sent" };
    if (old.state?.S === "suppressed") return { kind: "suppressed" };
    // A "not before" without a holder: a throttled send waiting out its deferral.
    return { kind: old.lease_until && !old.lease_id ? "deferred" : "leased" };
  }
}

/**
 * One write to an intent that is still pending and, given a lease, still under that lease;
 * false when that no longer holds (another delivery finished it, or our lease ran out).
 */
async function updatePending(
  key: IntentKey,
  updateExpression: string,
  values: Record<string, unknown>,
  leaseId?: string,
): Promise<boolean> {
  const underLease = leaseId !== undefined;
  return conditionalWrite(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: updateExpression,
        ConditionExpression: underLease
          ? "#state = :pending AND lease_id = :lease"
          : "#state = :pending",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: {
          ...values,
          ":pending": "pending",
          ...(underLease ? { ":lease": leaseId } : {}),
        },
      }),
    ),
  );
}

/** The mail went out: sent, off the pending index, kept a few days for support, then expired. */
async function markSent(key: IntentKey, now: Date): Promise<boolean> {
  return updatePending(
    key,
    "SET #state = :sent, sent_at = :at, expires_at = :exp, attempts = attempts + :one " +
      "REMOVE gsi1pk, gsi1sk, lease_until, lease_id",
    {
      ":sent": "sent",
      ":at": now.toISOString(),
      ":exp": Math.floor(now.getTime() / 1000) + MAIL_INTENT_TTL_SECONDS,
      ":one": 1,
    },
  );
}

/**
 * A recipient's cap is full: the intent is closed as suppressed (off the pending index, so the
 * sweeper leaves it, and expired like a sent one). Only under our own lease; when that ran out,
 * whoever holds it now checks the cap again and comes to the same end.
 */
async function markSuppressed(key: IntentKey, leaseId: string, now: Date): Promise<void> {
  await updatePending(
    key,
    "SET #state = :suppressed, suppressed_at = :at, expires_at = :exp " +
      "REMOVE gsi1pk, gsi1sk, lease_until, lease_id",
    {
      ":suppressed": "suppressed",
      ":at": now.toISOString(),
      ":exp": Math.floor(now.getTime() / 1000) + MAIL_INTENT_TTL_SECONDS,
    },
    leaseId,
  );
}

/** The send failed: one more attempt counted, the lease given back for the next retry. */
async function releaseLease(key: IntentKey, leaseId: string, reason: string): Promise<void> {
  try {
    await updatePending(
      key,
      "SET attempts = attempts + :one, last_error = :reason REMOVE lease_until, lease_id",
      { ":one": 1, ":reason": reason.slice(0, 500) },
      leaseId,
    );
  } catch (error) {
    // The lease runs out by itself; the send's own error is what the caller needs to see.
    logger.warn("mail lease not released", { error });
  }
}

/**
 * SES throttled the send: the intent stays pending and keeps `lease_until` as the time before
 * which nobody takes it, under no lease id; `throttled` counts it, `attempts` does not (a
 * throttle says nothing about the mail, so it never brings an intent nearer to anything like a
 * give-up). Only under our own lease; when that ran out, whoever holds it now sends it.
 */
async function deferLease(
  key: IntentKey,
  leaseId: string,
  until: number,
  reason: string,
): Promise<void> {
  try {
    await updatePending(
      key,
      "SET throttled = if_not_exists(throttled, :zero) + :one, lease_until = :until, " +
        "last_error = :reason REMOVE lease_id",
      { ":until": until, ":zero": 0, ":one": 1, ":reason": reason.slice(0, 500) },
      leaseId,
    );
  } catch (error) {
    // Our lease runs out by itself, a minute on: the intent is then taken again, still pending.
    logger.warn("throttled mail not deferred", { error });
  }
}

/** When a throttled intent may be sent again, epoch ms; a spent daily quota pauses this process. */
function deferUntil(throttle: SendThrottle, throttled: number, now: Date, random: () => number) {
  if (throttle === "daily_quota") {
    pausedUntil = now.getTime() + DAILY_QUOTA_PAUSE_MS;
    return pausedUntil;
  }
  const ceiling = backoffCeilingMs(THROTTLE_DEFER, throttled + 1);
  return now.getTime() + Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Delivers one intent at most once per lease (docs/decisions/mail-outbox.md): lease, admit to
 * the recipients' caps, send, mark sent. The intent read back with the lease is what is sent,
 * so a stale copy (a stream record, a sweeper's page) never decides. An intent over a
 * recipient's cap is suppressed: not sent, not retried, logged with its campus, kind and ref
 * and the recipient's hash, never the address. A send SES throttled (its rate or its daily
 * quota, send-throttle.ts) is deferred, not failed: still pending, no attempt counted, nothing
 * rethrown, and sent by a later sweep. Any other failed send (or cap check) counts an attempt,
 * gives the lease back and is rethrown, so the stream (or the next sweep) retries; the cap
 * admits a retried intent again without counting it twice. The one window left: SES accepted
 * the mail and the process died before the mark; the lease then expires and the mail is sent
 * a second time.
 */
export async function deliverIntent(
  intent: Pick<MailIntent, "site_id" | "kind" | "ref">,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const clock = deps.clock ?? (() => new Date());
  const key = intentKey(intent);
  if (pausedUntil > clock().getTime()) {
    // The daily quota is spent: no SES call, and no write either; the intent stays pending
    // (and stale, so the sweeper's undelivered-mail alarm sees the delay).
    logger.info("mail intent deferred: SES daily quota spent", {
      ...intentFields(intent),
      until: new Date(pausedUntil).toISOString(),
    });
    return "deferred";
  }
  const lease = await takeLease(key, clock());
  if (lease.kind !== "held") {
    logger.info("mail intent not delivered here", { ...intentFields(intent), outcome: lease.kind });
    return lease.kind;
  }
  try {
    const cap = await admitToRecipients(lease.intent, clock());
    if (!cap.admitted) {
      await markSuppressed(key, lease.leaseId, clock());
      logger.warn("mail suppressed: its recipient's cap is full", {
        ...intentFields(intent),
        recipient: cap.recipient,
        cap: cap.window,
      });
      return "suppressed";
    }
    const mail = mailOf(lease.intent);
    await retry(() => deps.mailer.send(mail), {
      ...THROTTLED_SEND_RETRY,
      transient: (error) => sendThrottleOf(error) === "rate",
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.random ? { random: deps.random } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const throttle = sendThrottleOf(error);
    if (throttle) {
      const until = deferUntil(throttle, lease.throttled, clock(), deps.random ?? Math.random);
      await deferLease(key, lease.leaseId, until, message);
      logger.warn("mail send throttled by SES: deferred, not failed", {
        ...intentFields(intent),
        throttle,
        throttled: lease.throttled + 1,
        until: new Date(until).toISOString(),
      });
      return "deferred";
    }
    await releaseLease(key, lease.leaseId, message);
    logger.warn("mail delivery failed", {
      ...intentFields(intent),
      attempt: lease.intent.attempts + 1,
      error,
    });
    throw error;
  }
  if (!(await markSent(key, clock()))) {
    // Our lease ran out during the send and another delivery sent it too.
    logger.warn("mail sent twice", intentFields(intent));
    return "already_sent";
  }
  logger.info("mail sent", { ...intentFields(intent), attempt: lease.intent.attempts + 1 });
  return "sent";
}

export interface RedeliveryReport {
  delivered: number;
  failed: number;
  /**
   * Intents SES throttled, now or still waiting out an earlier throttle: pending, not failed.
   * Optional for callers' fakes; a sweep always says.
   */
  throttled?: number;
  /** Age of the oldest stale intent still pending after this sweep; null when none is. */
  oldestPendingMs: number | null;
}

export interface RedeliveryDeps extends DeliveryDeps {
  staleAfterMs?: number;
}

/**
 * The sweeper's half of delivery (docs/data-model.md #43): every intent of the campus still
 * pending `staleAfterMs` after it was written (the stream's retries ran out, or its record was
 * lost) is delivered again, one by one. One Query on the sparse pending index, never a Scan.
 */
export async function redeliverStale(
  siteId: string,
  now: Date,
  deps: RedeliveryDeps = { mailer: sesMailer },
): Promise<RedeliveryReport> {
  const cutoff = new Date(now.getTime() - (deps.staleAfterMs ?? STALE_AFTER_MS)).toISOString();
  const stale = await queryAll(pendingMailOfSite(siteId, cutoff));
  let delivered = 0;
  let failed = 0;
  let throttled = 0;
  let oldest: string | null = null;
  const stillPending = (createdAt: string) => {
    if (oldest === null || createdAt < oldest) oldest = createdAt;
  };
  for (const item of stale) {
    const parsed = mailIntentEntity.schema.safeParse(item);
    if (!parsed.success) {
      failed += 1;
      stillPending(String(item.gsi1sk));
      logger.error("malformed mail intent", { siteId, key: item.pk, error: parsed.error });
      continue;
    }
    const intent = parsed.data;
    try {
      const outcome = await deliverIntent(intent, deps);
      if (outcome === "sent") delivered += 1;
      else if (outcome === "leased") stillPending(intent.created_at);
      else if (outcome === "deferred") {
        throttled += 1;
        stillPending(intent.created_at);
      }
    } catch (error) {
      failed += 1;
      stillPending(intent.created_at);
      logger.error("stale mail redelivery failed", { ...intentFields(intent), error });
    }
  }
  return {
    delivered,
    failed,
    throttled,
    oldestPendingMs: oldest === null ? null : now.getTime() - Date.parse(oldest),
  };
}
