import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import {
  DynamoDBDocumentClient,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Mail, Mailer } from "../../../functions/platform/mailer";
import {
  deliverIntent,
  LEASE_MS,
  redeliverStale,
} from "../../../functions/platform/outbox/delivery";
import { handleOutboxRecords } from "../../../functions/platform/outbox/handler";
import { outboxPut } from "../../../functions/platform/outbox/outbox";
import type { MailIntent } from "../../../shared/platform/entities/mail-intent";

// docs/decisions/mail-outbox.md: lease, send, mark sent; a failure gives the lease back.
vi.stubEnv("TABLE_NAME", "unit-outbox");
const ddb = mockClient(DynamoDBDocumentClient);

const NOW = new Date("2026-11-20T12:00:00.000Z");
const mail: Mail = { to: ["guest@example.edu"], subject: "Confirmed", text: "See you" };

/** The item outboxPut writes, as the table holds it. */
function storedIntent(ref: string, overrides: Partial<MailIntent> = {}) {
  const put = outboxPut("cedar", { kind: "reservation_confirmation", ref, mail }, NOW).Put;
  return { ...(put?.Item as Record<string, unknown>), ...overrides };
}

const intentKeyOf = (ref: string) => ({
  site_id: "cedar",
  kind: "reservation_confirmation",
  ref,
});

function refused(item?: Record<string, unknown>) {
  return new ConditionalCheckFailedException({
    message: "The conditional request failed",
    $metadata: {},
    ...(item ? { Item: marshall(item, { removeUndefinedValues: true }) } : {}),
  });
}

/** Routes each UpdateItem by what it does: lease, mark sent or release. */
function updates(handlers: {
  lease?: (input: UpdateCommandInput) => unknown;
  mark?: (input: UpdateCommandInput) => unknown;
  release?: (input: UpdateCommandInput) => unknown;
}) {
  ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
    const expression = input.UpdateExpression ?? "";
    if (expression.startsWith("SET lease_until")) return handlers.lease?.(input) ?? {};
    if (expression.includes("#state = :sent")) return handlers.mark?.(input) ?? {};
    return handlers.release?.(input) ?? {};
  });
}

const leased = (ref: string) => () => ({ Attributes: storedIntent(ref) });

const recording = (): Mailer & { sent: Mail[] } => {
  const sent: Mail[] = [];
  return { sent, send: async (m) => void sent.push(m) };
};

beforeEach(() => {
  ddb.reset();
});

describe("outboxPut", () => {
  it("records a pending intent once, on the campus's pending index", () => {
    const item = outboxPut(
      "cedar",
      { kind: "billing_past_due", ref: "sub-1:2026-12-01", mail },
      NOW,
    );
    expect(item.Put?.ConditionExpression).toBe("attribute_not_exists(pk)");
    expect(item.Put?.TableName).toBe("unit-outbox");
    expect(item.Put?.Item).toMatchObject({
      pk: "SITE#cedar#MAIL#billing_past_due:sub-1:2026-12-01",
      sk: "INTENT",
      gsi1pk: "SITE#cedar#MAIL#PENDING",
      gsi1sk: NOW.toISOString(),
      type: "mail_intent",
      state: "pending",
      attempts: 0,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      created_at: NOW.toISOString(),
    });
    expect(item.Put?.Item).not.toHaveProperty("expires_at");
  });
});

describe("deliverIntent", () => {
  it("leases, sends the stored mail, then marks it sent off the index with a TTL", async () => {
    const marks: UpdateCommandInput[] = [];
    const leases: UpdateCommandInput[] = [];
    updates({
      lease: (input) => {
        leases.push(input);
        return { Attributes: storedIntent("r1") };
      },
      mark: (input) => void marks.push(input),
    });
    const mailer = recording();
    const clock = () => NOW;
    expect(await deliverIntent(intentKeyOf("r1"), { mailer, clock })).toBe("sent");
    expect(mailer.sent).toEqual([mail]);
    expect(leases[0]?.ConditionExpression).toContain("#state = :pending");
    expect(leases[0]?.ExpressionAttributeValues?.[":until"]).toBe(NOW.getTime() + LEASE_MS);
    expect(marks[0]?.UpdateExpression).toContain("REMOVE gsi1pk, gsi1sk");
    expect(marks[0]?.ExpressionAttributeValues?.[":exp"]).toBeGreaterThan(NOW.getTime() / 1000);
  });

  it("sends nothing for an intent already sent or held by another delivery", async () => {
    const mailer = recording();
    updates({ lease: () => Promise.reject(refused(storedIntent("r2", { state: "sent" }))) });
    expect(await deliverIntent(intentKeyOf("r2"), { mailer })).toBe("already_sent");
    ddb.reset();
    updates({ lease: () => Promise.reject(refused(storedIntent("r3"))) });
    expect(await deliverIntent(intentKeyOf("r3"), { mailer })).toBe("leased");
    ddb.reset();
    updates({ lease: () => Promise.reject(refused()) });
    expect(await deliverIntent(intentKeyOf("r4"), { mailer })).toBe("missing");
    expect(mailer.sent).toEqual([]);
  });

  it("counts a failed send, gives the lease back and rethrows", async () => {
    const releases: UpdateCommandInput[] = [];
    updates({ lease: leased("r5"), release: (input) => void releases.push(input) });
    const down: Mailer = {
      send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1")),
    };
    await expect(deliverIntent(intentKeyOf("r5"), { mailer: down })).rejects.toThrow(
      "ECONNREFUSED",
    );
    expect(releases).toHaveLength(1);
    expect(releases[0]?.UpdateExpression).toContain("attempts = attempts + :one");
    expect(releases[0]?.UpdateExpression).toContain("REMOVE lease_until, lease_id");
    expect(releases[0]?.ConditionExpression).toContain("lease_id = :lease");
  });
});

function record(
  sequence: string,
  item: Record<string, unknown>,
  eventName: DynamoDBRecord["eventName"] = "INSERT",
): DynamoDBRecord {
  return {
    eventName,
    dynamodb: {
      SequenceNumber: sequence,
      NewImage: marshall(item, {
        removeUndefinedValues: true,
      }) as NonNullable<DynamoDBRecord["dynamodb"]>["NewImage"],
    },
  };
}

describe("the outbox worker", () => {
  it("delivers inserted intents only and reports the failed records alone", async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = {
      async send(m) {
        if (m.text === "fail") throw new Error("SES unavailable");
        sent.push(m);
      },
    };
    // The failing intent's stored copy is what is sent: give it its own text.
    ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
      const expression = input.UpdateExpression ?? "";
      const ref = String(input.Key?.pk).split(":")[1] ?? "";
      if (expression.startsWith("SET lease_until")) {
        return { Attributes: storedIntent(ref, ref === "bad" ? { text: "fail" } : {}) };
      }
      return {};
    });
    const event: DynamoDBStreamEvent = {
      Records: [
        record("100", { pk: "SITE#cedar", sk: "SITE", type: "site" }),
        record("101", storedIntent("good")),
        record("102", storedIntent("bad")),
        record("103", storedIntent("other"), "MODIFY"),
        record("104", storedIntent("later")),
      ],
    };
    const result = await handleOutboxRecords(event, { mailer });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: "102" }]);
    expect(sent).toHaveLength(2);
  });
});

describe("redeliverStale", () => {
  it("delivers the campus's stale pending intents and reports what is left", async () => {
    const old = new Date(NOW.getTime() - 10 * 60_000).toISOString();
    const queries: unknown[] = [];
    ddb.on(QueryCommand).callsFake((input) => {
      queries.push(input);
      return {
        Items: [
          storedIntent("stale-ok", { created_at: old }),
          storedIntent("stale-bad", { created_at: old }),
        ],
      };
    });
    ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
      const ref = String(input.Key?.pk).split(":")[1] ?? "";
      if ((input.UpdateExpression ?? "").startsWith("SET lease_until")) {
        return { Attributes: storedIntent(ref, ref === "stale-bad" ? { text: "fail" } : {}) };
      }
      return {};
    });
    const mailer: Mailer = {
      send: async (m) => {
        if (m.text === "fail") throw new Error("SES unavailable");
      },
    };
    const report = await redeliverStale("cedar", NOW, { mailer });
    expect(report).toEqual({ delivered: 1, failed: 1, throttled: 0, oldestPendingMs: 10 * 60_000 });
    expect(queries[0]).toMatchObject({
      IndexName: "gsi1",
      ExpressionAttributeValues: {
        ":pk": "SITE#cedar#MAIL#PENDING",
        ":sk": new Date(NOW.getTime() - 2 * 60_000).toISOString(),
      },
    });
  });
});
