import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import {
  LimitExceededException,
  MessageRejected,
  SESv2Client,
  SESv2ServiceException,
  SendEmailCommand,
  TooManyRequestsException,
} from "@aws-sdk/client-sesv2";
import {
  DynamoDBDocumentClient,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mail, Mailer } from "../../../functions/platform/mailer";
import {
  DAILY_QUOTA_PAUSE_MS,
  deliverIntent,
  redeliverStale,
  resumeSending,
} from "../../../functions/platform/outbox/delivery";
import { handleOutboxRecords } from "../../../functions/platform/outbox/handler";
import { outboxPut } from "../../../functions/platform/outbox/outbox";
import { sendThrottleOf } from "../../../functions/platform/outbox/send-throttle";

// docs/decisions/mail-outbox.md "Throttled sends": a send SES refuses for its account's rate or
// daily quota is never dropped nor counted as a failed attempt; it waits and goes out later.
vi.stubEnv("TABLE_NAME", "unit-outbox");
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const NOW = new Date("2026-12-01T08:00:00.000Z");
const mail: Mail = { to: ["student@example.edu"], subject: "Past due", text: "Please pay" };

/** The mailer as the worker has it: one SES v2 SendEmail per mail (the client mocked here). */
const sesV2: Mailer = {
  async send(m) {
    await new SESv2Client({ region: "us-east-1" }).send(
      new SendEmailCommand({
        FromEmailAddress: "dining@example.edu",
        Destination: { ToAddresses: m.to },
        Content: { Simple: { Subject: { Data: m.subject }, Body: { Text: { Data: m.text } } } },
      }),
    );
  },
};

const meta = { $metadata: { httpStatusCode: 400 } };
const v2Rate = () => new TooManyRequestsException({ message: "Too many requests.", ...meta });
const v2Limit = () => new LimitExceededException({ message: "Limit exceeded.", ...meta });
const v2Daily = () =>
  new LimitExceededException({ message: "Daily message quota exceeded.", ...meta });
/**
 * SES v1 answers both limits with the code `Throttling`, told apart by the message; the
 * classifier reads only the name and message, so the v2 client's base exception carries it.
 */
const v1 = (message: string) =>
  new SESv2ServiceException({ name: "Throttling", $fault: "client", message, ...meta });

const stored = (ref: string, extra: Record<string, unknown> = {}) => ({
  ...(outboxPut("cedar", { kind: "billing_past_due", ref, mail }, NOW).Put?.Item as Record<
    string,
    unknown
  >),
  ...extra,
});
const keyOf = (ref: string) => ({ site_id: "cedar", kind: "billing_past_due", ref });
const refOf = (input: UpdateCommandInput) => String(input.Key?.pk).split(":")[1] ?? "";

/** Every UpdateItem, by what it does; the lease answers the stored intent. */
function recordUpdates(stores: Record<string, Record<string, unknown>> = {}) {
  const seen = {
    leases: [] as string[],
    defers: [] as UpdateCommandInput[],
    others: [] as string[],
  };
  ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
    const expression = input.UpdateExpression ?? "";
    if (expression.startsWith("SET lease_until")) {
      seen.leases.push(refOf(input));
      return { Attributes: stored(refOf(input), stores[refOf(input)]) };
    }
    if (expression.startsWith("SET throttled")) seen.defers.push(input);
    else seen.others.push(expression);
    return {};
  });
  return seen;
}

const noWait = { sleep: async () => {}, random: () => 0.5, clock: () => NOW };

beforeEach(() => {
  ddb.reset();
  ses.reset();
  resumeSending();
});
afterEach(() => resumeSending());

describe("which SES errors are throttles", () => {
  it.each([
    ["SES v2 TooManyRequestsException", v2Rate(), "rate"],
    ["SES v2 LimitExceededException", v2Limit(), "rate"],
    [
      "SES v1 Throttling: Maximum sending rate exceeded.",
      v1("Maximum sending rate exceeded."),
      "rate",
    ],
    [
      "SES v1 Throttling: Daily message quota exceeded.",
      v1("Daily message quota exceeded."),
      "daily_quota",
    ],
    ["SES v2 LimitExceededException: Daily message quota exceeded.", v2Daily(), "daily_quota"],
    [
      "an HTTP 429",
      Object.assign(new Error("slow down"), { $metadata: { httpStatusCode: 429 } }),
      "rate",
    ],
    [
      "SES v2 MessageRejected",
      new MessageRejected({ message: "Email address is not verified.", ...meta }),
      null,
    ],
    ["a dropped connection", new Error("connect ECONNREFUSED 127.0.0.1:1"), null],
    ["a daily quota mentioned in passing", new Error("see the daily quota page"), null],
    ["not an error at all", "Throttling", null],
  ])("%s → %s", (_name, error, expected) => {
    expect(sendThrottleOf(error)).toBe(expected);
  });
});

describe("a send SES throttles for its rate", () => {
  it.each([
    ["v2 TooManyRequestsException", v2Rate],
    ["v2 LimitExceededException", v2Limit],
    ["v1 Throttling", () => v1("Maximum sending rate exceeded.")],
  ])("(%s) is tried again after a wait, and sent", async (_name, throttle) => {
    const seen = recordUpdates();
    ses.on(SendEmailCommand).rejectsOnce(throttle()).resolves({ MessageId: "m-1" });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await deliverIntent(keyOf("r1"), { ...noWait, sleep, mailer: sesV2 })).toBe("sent");
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect(waits).toHaveLength(1);
    expect(seen.defers).toEqual([]);
    expect(seen.others.some((e) => e.includes("#state = :sent"))).toBe(true);
  });

  it.each([
    ["v2 TooManyRequestsException", v2Rate],
    ["v2 LimitExceededException", v2Limit],
    ["v1 Throttling", () => v1("Maximum sending rate exceeded.")],
  ])(
    "(%s) still throttled is deferred, pending, and counted as throttled, not as an attempt",
    async (_name, throttle) => {
      const seen = recordUpdates({ r2: { throttled: 2 } });
      ses.on(SendEmailCommand).rejects(throttle());
      expect(await deliverIntent(keyOf("r2"), { ...noWait, mailer: sesV2 })).toBe("deferred");
      expect(seen.others).toEqual([]);
      const [defer] = seen.defers;
      expect(defer?.UpdateExpression).toContain(
        "throttled = if_not_exists(throttled, :zero) + :one",
      );
      expect(defer?.UpdateExpression).toContain("REMOVE lease_id");
      expect(defer?.UpdateExpression).not.toContain("attempts");
      expect(defer?.UpdateExpression).not.toContain("#state =");
      expect(defer?.ConditionExpression).toBe("#state = :pending AND lease_id = :lease");
      // The third throttle of this intent: a ceiling of 30 s × 2² = 2 min, half of it random.
      const until = Number(defer?.ExpressionAttributeValues?.[":until"]) - NOW.getTime();
      expect(until).toBe(90_000);
    },
  );

  it("waits longer with each throttle of the same intent, and never more than 10 minutes", async () => {
    const waits: number[] = [];
    for (const throttled of [0, 1, 4, 20]) {
      ddb.reset();
      const seen = recordUpdates({ r3: { throttled } });
      ses.on(SendEmailCommand).rejects(v2Rate());
      await deliverIntent(keyOf("r3"), { ...noWait, random: () => 1, mailer: sesV2 });
      waits.push(Number(seen.defers[0]?.ExpressionAttributeValues?.[":until"]) - NOW.getTime());
    }
    expect(waits).toEqual([30_000, 60_000, 480_000, 600_000]);
  });
});

describe("SES's daily quota spent", () => {
  it.each([
    ["v1 Throttling", () => v1("Daily message quota exceeded.")],
    ["v2 LimitExceededException", v2Daily],
  ])(
    "(%s) defers the mail half an hour and pauses sending without burning attempts",
    async (_name, spent) => {
      const seen = recordUpdates();
      ses.on(SendEmailCommand).rejects(spent());
      expect(await deliverIntent(keyOf("d1"), { ...noWait, mailer: sesV2 })).toBe("deferred");
      // Not retried in process: a spent quota does not come back in seconds.
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
      expect(Number(seen.defers[0]?.ExpressionAttributeValues?.[":until"])).toBe(
        NOW.getTime() + DAILY_QUOTA_PAUSE_MS,
      );
      // The next intents meet the pause: neither SES nor the table is called for them.
      const before = ddb.calls().length;
      expect(await deliverIntent(keyOf("d2"), { ...noWait, mailer: sesV2 })).toBe("deferred");
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
      expect(ddb.calls()).toHaveLength(before);
      // Once the pause is over, they are sent.
      ses.reset();
      ses.on(SendEmailCommand).resolves({ MessageId: "m-2" });
      const later = () => new Date(NOW.getTime() + DAILY_QUOTA_PAUSE_MS + 1);
      expect(await deliverIntent(keyOf("d2"), { ...noWait, clock: later, mailer: sesV2 })).toBe(
        "sent",
      );
    },
  );
});

describe("a deferred intent", () => {
  it("is not taken by another delivery before its wait is over", async () => {
    const waiting = stored("w1", { lease_until: NOW.getTime() + 60_000, throttled: 1 });
    ddb.on(UpdateCommand).rejects(
      new ConditionalCheckFailedException({
        message: "The conditional request failed",
        $metadata: {},
        Item: marshall(waiting, { removeUndefinedValues: true }),
      }),
    );
    expect(await deliverIntent(keyOf("w1"), { ...noWait, mailer: sesV2 })).toBe("deferred");
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it("is no failed record for the stream worker: nothing for the stream to retry", async () => {
    recordUpdates();
    ses.on(SendEmailCommand).rejects(v2Rate());
    const event: DynamoDBStreamEvent = {
      Records: [
        {
          eventName: "INSERT",
          dynamodb: {
            SequenceNumber: "201",
            NewImage: marshall(stored("s1"), { removeUndefinedValues: true }) as NonNullable<
              NonNullable<DynamoDBStreamEvent["Records"][number]["dynamodb"]>["NewImage"]
            >,
          },
        },
      ],
    };
    const result = await handleOutboxRecords(event, { ...noWait, mailer: sesV2 });
    expect(result.batchItemFailures).toEqual([]);
  });

  it("is counted by the sweeper as throttled and still pending, never as failed", async () => {
    const old = new Date(NOW.getTime() - 10 * 60_000).toISOString();
    ddb.on(QueryCommand).resolves({
      Items: [stored("t1", { created_at: old }), stored("t2", { created_at: old })],
    });
    recordUpdates();
    ses.on(SendEmailCommand).rejectsOnce(v2Rate()).rejectsOnce(v2Rate()).resolves({});
    const report = await redeliverStale("cedar", NOW, { ...noWait, mailer: sesV2 });
    expect(report).toEqual({
      delivered: 1,
      failed: 0,
      throttled: 1,
      oldestPendingMs: 10 * 60_000,
    });
  });
});
