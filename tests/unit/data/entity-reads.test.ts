import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mailQuotaEntity } from "../../../shared/platform/entities/mail-quota";
import { rateLimitEntity } from "../../../shared/platform/entities/rate-limit";
import { checkoutClaimEntity } from "../../../shared/purchase/entities/checkout-claim";
import {
  blockVisitsEntity,
  slotCounterEntity,
  slotHolderEntity,
  slotItemKind,
} from "../../../shared/reservations/entities/reservation";
import { surveyEntity } from "../../../shared/visitor-forms/entities/survey";

// How stored items read back when an UpdateItem, not the entity, wrote them
// (docs/decisions/entities.md): counters exist only as their top-level number, and a checkout
// attempt's state lives at the top level, where its transitions update it.

const site = "cedar-ridge";

describe("counters written by an UpdateItem", () => {
  const counters = [
    {
      name: "slot seats",
      entity: slotCounterEntity,
      field: "booked",
      key: { siteId: site, locationId: "hall", date: "2026-03-10", hhmm: "1230" },
    },
    {
      name: "block visits",
      entity: blockVisitsEntity,
      field: "visits",
      key: {
        siteId: site,
        locationId: "hall",
        blockDate: "2026-03-10",
        blockId: "lunch",
        customerId: "c1",
      },
    },
    {
      name: "rate limit hits",
      entity: rateLimitEntity,
      field: "hits",
      key: { siteId: site, purpose: "campus-mail", scope: "client", subject: "h", window: 60 },
    },
    {
      name: "mail quota",
      entity: mailQuotaEntity,
      field: "sent",
      key: { siteId: site, customerId: "c1", purpose: "reservation", window: 3_600 },
    },
  ] as const;

  it.each(counters)("$name read as their count, and as none before the first", (c) => {
    const entity = c.entity as unknown as {
      key: (k: unknown) => { pk: string; sk: string };
      fromItem: (item: Record<string, unknown>) => Record<string, number>;
    };
    const keys = entity.key(c.key);
    fc.assert(
      fc.property(fc.nat(10_000), (n) => {
        expect(entity.fromItem({ ...keys, [c.field]: n })).toEqual({ [c.field]: n });
      }),
    );
    expect(entity.fromItem(keys)).toEqual({ [c.field]: 0 });
  });
});

describe("a slot partition's sort keys", () => {
  const slot = { siteId: site, locationId: "hall", date: "2026-03-10" };
  const hhmm = fc.stringMatching(/^(?:[01]\d|2[0-3])[0-5]\d$/);
  const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

  it("tell the counter, the holder and the visits apart, and give back their parts", () => {
    fc.assert(
      fc.property(hhmm, id, id, (time, customerId, blockId) => {
        const counter = slotCounterEntity.key({ ...slot, hhmm: time }).sk;
        const holder = slotHolderEntity.key({ ...slot, hhmm: time, customerId }).sk;
        const visits = blockVisitsEntity.key({
          ...slot,
          blockDate: slot.date,
          blockId,
          customerId,
        }).sk;
        expect(slotItemKind(counter)).toEqual({ kind: "counter", hhmm: time });
        expect(slotItemKind(holder)).toEqual({ kind: "holder", hhmm: time, customerId });
        expect(slotItemKind(visits)).toEqual({ kind: "visits", blockId, customerId });
      }),
    );
    expect(slotItemKind("RESERVATION")).toEqual({ kind: "other" });
  });
});

describe("a survey item", () => {
  const survey = {
    id: "lunch-poll",
    customId: null,
    question: "Which soup?",
    choices: [
      { id: "tomato", choice: "Tomato", votes: 4 },
      { id: "lentil", choice: "Lentil", votes: 1 },
    ],
    published: true,
  };
  const key = { siteId: site, surveyId: survey.id };

  it("reads its base counts from the top-level votes map", () => {
    expect(surveyEntity.fromItem(surveyEntity.toItem(key, survey))).toEqual(survey);
  });

  it("counts none for a choice without a number, and for a survey without the map", () => {
    const item = surveyEntity.toItem(key, survey);
    const counts = (read: { choices: { votes: number }[] }) => read.choices.map((c) => c.votes);
    expect(counts(surveyEntity.fromItem({ ...item, votes: { tomato: "4" } }))).toEqual([0, 0]);
    expect(counts(surveyEntity.fromItem({ ...item, votes: undefined }))).toEqual([0, 0]);
  });

  it("is refused without its data rather than read as an empty survey", () => {
    expect(() => surveyEntity.fromItem({ ...surveyEntity.key(key) })).toThrow();
  });
});

describe("a checkout attempt item", () => {
  const claim = {
    cart_id: "cart-1",
    order_id: "order-1",
    order_no: "AB12CD34",
    state: "pending" as const,
    created_at: "2026-11-23T18:00:00.000Z",
    amount_cents: 179_900,
    payment_type: "Credit card" as const,
    cart_version: 3,
    source: "hash",
    lease_until: 1_000,
  };
  const key = { siteId: site, cartId: claim.cart_id };

  it("is on the open-attempts index only while open", () => {
    expect(checkoutClaimEntity.toItem(key, claim)).toHaveProperty("gsi1pk");
    expect(checkoutClaimEntity.toItem(key, { ...claim, state: "reconciling" })).toHaveProperty(
      "gsi1sk",
    );
    for (const state of ["complete", "released"] as const) {
      expect(checkoutClaimEntity.toItem(key, { ...claim, state })).not.toHaveProperty("gsi1pk");
    }
  });

  it("reads state, lease and resolution from the top level, where transitions write them", () => {
    const item = checkoutClaimEntity.toItem(key, claim);
    const released = { ...item, state: "released", resolution: "declined", lease_until: undefined };
    expect(checkoutClaimEntity.fromItem(released)).toEqual({
      ...claim,
      state: "released",
      resolution: "declined",
      lease_until: 0,
    });
    expect(checkoutClaimEntity.fromItem(item)).not.toHaveProperty("resolution");
  });
});
