import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBRecord } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { documentClient } from "../../functions/platform/dynamo";
import type { Mail, Mailer } from "../../functions/platform/mailer";
import {
  type DeliveryOutcome,
  deliverIntent,
  redeliverStale,
} from "../../functions/platform/outbox/delivery";
import { handleOutboxRecords } from "../../functions/platform/outbox/handler";
import { outboxPut } from "../../functions/platform/outbox/outbox";
import { RECIPIENT_MAIL_CAPS, recipientHash } from "../../functions/platform/outbox/recipient-cap";
import { getItem } from "../../functions/platform/table";
import { LABEL_REPORT_MAIL } from "../../shared/menus/label-report";
import { mailIntentEntity } from "../../shared/platform/entities/mail-intent";
import { captureLogsAtDebug } from "../support/captured-logs";
import { ownTable } from "../support/own-table";

/**
 * The per-recipient cap of every mail the outbox sends (docs/decisions/mail-outbox.md "A cap per
 * recipient", docs/security.md "Rate limits"). A table of its own, without a stream poller, so
 * this file alone delivers its intents, on clocks it chooses; the delivery code is the real one.
 */
ownTable("mail-cap");

const logs = captureLogsAtDebug();

const [{ limit: MINUTE }, { limit: HOUR }, { limit: DAY }] = RECIPIENT_MAIL_CAPS;

/** A clock in a window of its own: the start of a coming UTC day, plus `ms`. */
const DAY_START = Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 86_400_000;
const at = (ms: number) => () => new Date(DAY_START + ms);
const minutes = (n: number) => n * 60_000;

const recording = (): Mailer & { sent: Mail[] } => {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
};
const sentTo = (mailer: { sent: Mail[] }, to: string) =>
  mailer.sent.filter((mail) =>
    mail.to.some((address) => recipientHash(address) === recipientHash(to)),
  ).length;

/** An order confirmation recorded as checkout records it (access pattern #42). */
async function recordOrderMail(
  siteId: string,
  to: string,
  ref = randomUUID(),
  kind = "order_confirmation",
) {
  const mail = { to: [to], subject: `Order ${ref}`, text: "Thank you for your order" };
  const { Put } = outboxPut(siteId, { kind, ref, mail }, new Date(DAY_START));
  await documentClient().send(new PutCommand(Put as NonNullable<typeof Put>));
  return { site_id: siteId, kind, ref };
}

const stateOf = async (intent: { site_id: string; kind: string; ref: string }) =>
  getItem(mailIntentEntity.key({ siteId: intent.site_id, kind: intent.kind, ref: intent.ref }));

/** The stream record of an intent's insert, as the outbox worker receives it. */
async function insertRecord(intent: { site_id: string; kind: string; ref: string }, n: number) {
  const item = await stateOf(intent);
  return {
    eventName: "INSERT",
    dynamodb: {
      SequenceNumber: String(n),
      NewImage: marshall(item, { removeUndefinedValues: true }),
    },
  } as DynamoDBRecord;
}

const newSite = () => `cap-${randomUUID().slice(0, 8)}`;
const newInbox = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.edu`;

describe("a cap per recipient on every outbox mail", () => {
  it("delivers three of ten mails to one inbox in a second, suppresses the rest, and another inbox gets its own", async () => {
    const siteId = newSite();
    const victim = newInbox("victim");
    const bystander = newInbox("bystander");
    // Ten orders naming one inbox (in any spelling), then another buyer's.
    const spellings = [victim, victim.toUpperCase(), ` ${victim} `];
    const flood = [];
    for (let i = 0; i < 10; i += 1)
      flood.push(await recordOrderMail(siteId, spellings[i % 3] ?? ""));
    const other = await recordOrderMail(siteId, bystander);

    // The outbox worker gets them in one batch of the table's stream, within the same second.
    const mailer = recording();
    const records = await Promise.all(
      [...flood, other].map((intent, n) => insertRecord(intent, n)),
    );
    const result = await handleOutboxRecords(
      { Records: records },
      { mailer, clock: at(minutes(1) + 500) },
    );

    expect(result.batchItemFailures).toEqual([]);
    expect(MINUTE).toBe(3);
    expect(sentTo(mailer, victim)).toBe(MINUTE);
    expect(sentTo(mailer, bystander)).toBe(1);
    const states = await Promise.all(flood.map(stateOf));
    expect(states.filter((item) => item?.state === "sent")).toHaveLength(MINUTE);
    const suppressed = states.filter((item) => item?.state === "suppressed");
    expect(suppressed).toHaveLength(10 - MINUTE);
    for (const item of suppressed) {
      // Off the pending index (the sweeper leaves it) and expiring like a sent mail.
      expect(item).not.toHaveProperty("gsi1pk");
      expect(item?.expires_at).toBeGreaterThan(DAY_START / 1000);
    }

    // Logged by campus, kind, ref and the recipient's hash; the address never.
    const lines = logs.filter((line) => line.includes("mail suppressed"));
    expect(lines).toHaveLength(10 - MINUTE);
    expect(lines.join("\n")).toContain(recipientHash(victim));
    expect(lines.join("\n")).toContain("order_confirmation");
    expect(lines.join("\n").toLowerCase()).not.toContain(victim.split("@")[0]);

    // Delivering them all again (a replayed batch, the sweeper) sends nothing more.
    const again = await Promise.all(
      flood.map((intent) => deliverIntent(intent, { mailer, clock: at(minutes(1) + 900) })),
    );
    expect(new Set(again)).toEqual(new Set<DeliveryOutcome>(["already_sent", "suppressed"]));
    const swept = await redeliverStale(siteId, new Date(DAY_START + minutes(10)), {
      mailer,
      clock: at(minutes(10)),
    });
    expect(swept).toEqual({ delivered: 0, failed: 0, throttled: 0, oldestPendingMs: null });
    expect(sentTo(mailer, victim)).toBe(MINUTE);
  });

  it("delivers every label report to the campus dietitian, past a person's cap", async () => {
    const siteId = newSite();
    const dietitian = newInbox("dietitian");
    const reports = [];
    for (let i = 0; i < DAY + 2; i += 1)
      reports.push(await recordOrderMail(siteId, dietitian, randomUUID(), LABEL_REPORT_MAIL));
    const mailer = recording();
    const records = await Promise.all(reports.map((intent, n) => insertRecord(intent, n)));
    const result = await handleOutboxRecords(
      { Records: records },
      { mailer, clock: at(minutes(1) + 500) },
    );
    expect(result.batchItemFailures).toEqual([]);
    expect(sentTo(mailer, dietitian)).toBe(DAY + 2);
    // A person's inbox on the same campus is still capped.
    const person = newInbox("person");
    const orders = [];
    for (let i = 0; i < MINUTE + 2; i += 1) orders.push(await recordOrderMail(siteId, person));
    await handleOutboxRecords(
      { Records: await Promise.all(orders.map((intent, n) => insertRecord(intent, n))) },
      { mailer, clock: at(minutes(1) + 700) },
    );
    expect(sentTo(mailer, person)).toBe(MINUTE);
  });

  it("holds under deliveries racing for one inbox", async () => {
    const siteId = newSite();
    const victim = newInbox("raced");
    const flood = await Promise.all(
      Array.from({ length: 10 }, () => recordOrderMail(siteId, victim)),
    );
    const mailer = recording();
    // Racing deliveries collide on the inbox's windows; a delivery that gives up is retried,
    // as the stream would.
    const settle = async (intent: (typeof flood)[number]): Promise<DeliveryOutcome> => {
      for (;;) {
        try {
          return await deliverIntent(intent, { mailer, clock: at(minutes(2) + 100) });
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const outcomes = await Promise.all(flood.map(settle));
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(MINUTE);
    expect(outcomes.filter((outcome) => outcome === "suppressed")).toHaveLength(10 - MINUTE);
    expect(sentTo(mailer, victim)).toBe(MINUTE);
  });

  it("counts a mail once however often its delivery is retried", async () => {
    const siteId = newSite();
    const inbox = newInbox("retried");
    const [first, ...rest] = await Promise.all(
      Array.from({ length: MINUTE + 1 }, () => recordOrderMail(siteId, inbox)),
    );
    if (!first) throw new Error("no intent");
    const sent: Mail[] = [];
    let failures = 2;
    const flaky: Mailer = {
      async send(mail) {
        if (mail.subject === `Order ${first.ref}` && failures > 0) {
          failures -= 1;
          throw new Error("SES unavailable");
        }
        sent.push(mail);
      },
    };
    const clock = at(minutes(3) + 100);
    await expect(deliverIntent(first, { mailer: flaky, clock })).rejects.toThrow("SES");
    await expect(deliverIntent(first, { mailer: flaky, clock })).rejects.toThrow("SES");
    expect(await deliverIntent(first, { mailer: flaky, clock })).toBe("sent");
    // The failed sends took no slot: the next two still go, the one after is suppressed.
    const outcomes = [];
    for (const intent of rest) outcomes.push(await deliverIntent(intent, { mailer: flaky, clock }));
    expect(outcomes).toEqual([...Array(MINUTE - 1).fill("sent"), "suppressed"]);
    expect(sent).toHaveLength(MINUTE);
  });

  it(`lets a student's mails through at ${MINUTE} a minute up to ${HOUR} an hour and ${DAY} a day`, async () => {
    const siteId = newSite();
    const student = newInbox("student");
    const mailer = recording();
    const deliverAt = async (ms: number) =>
      deliverIntent(await recordOrderMail(siteId, student), { mailer, clock: at(ms) });

    // Through the first hour, a mail every 20 seconds (three a minute): ten go, then none.
    const hour = [];
    for (let i = 0; i < HOUR + 2; i += 1) hour.push(await deliverAt(minutes(5) + i * 20_000));
    expect(hour).toEqual([...Array(HOUR).fill("sent"), "suppressed", "suppressed"]);

    // Ten more in each of the next two hours: the day's thirty; the thirty-first is suppressed.
    for (const h of [1, 2]) {
      for (let i = 0; i < HOUR; i += 1) {
        expect(await deliverAt(h * minutes(60) + minutes(5 + i))).toBe("sent");
      }
    }
    expect(await deliverAt(3 * minutes(60) + minutes(5))).toBe("suppressed");
    expect(sentTo(mailer, student)).toBe(DAY);

    // Another campus keeps its own count for the same inbox.
    const elsewhere = await recordOrderMail(newSite(), student);
    expect(
      await deliverIntent(elsewhere, { mailer, clock: at(3 * minutes(60) + minutes(6)) }),
    ).toBe("sent");
  });
});
