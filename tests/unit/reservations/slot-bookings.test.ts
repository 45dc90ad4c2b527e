import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookedAt, capacityLeft } from "../../../shared/reservations/capacity";
import { slotItemKind } from "../../../shared/reservations/entities/reservation";
import { blockOfSlot } from "../../../shared/reservations/slot-block";
import { bookingsOfDay, OTHERS } from "../../../shared/reservations/slot-bookings";
import { scenario } from "./scenario";

const DATE = "2026-03-10";
const hhmmArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, "0")}${String(m).padStart(2, "0")}`);

const dayArb = fc
  .uniqueArray(fc.record({ hhmm: hhmmArb, booked: fc.integer({ min: 0, max: 60 }) }), {
    selector: (c) => c.hhmm,
    maxLength: 12,
  })
  .chain((counters) =>
    fc
      .array(
        fc.record({
          hhmm: counters.length > 0 ? fc.constantFrom(...counters.map((c) => c.hhmm)) : hhmmArb,
          customerId: fc.constantFrom("me", "you", "them"),
          party: fc.integer({ min: 1, max: 4 }),
        }),
        { maxLength: 8 },
      )
      .map((holders) => ({ date: DATE, counters, holders })),
  );

describe("bookings rebuilt from a day's slot counters", () => {
  it("take exactly the counter's seats at every slot, whoever asks", () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom("me", "you", null), (day, customerId) => {
        const bookings = bookingsOfDay("hall", day, customerId);
        for (const { hhmm, booked } of day.counters) {
          const slot = {
            date: DATE,
            hour: Number(hhmm.slice(0, 2)),
            minute: Number(hhmm.slice(2)),
          };
          expect(bookedAt(bookings, "hall", slot)).toBe(booked);
        }
        expect(bookings.every((b) => b.friends >= 0)).toBe(true);
      }),
    );
  });

  it("give the customer their own held slots and nobody else's", () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const mine = bookingsOfDay("hall", day, "me").filter((b) => b.customer_id === "me");
        const held = new Set(
          day.holders
            .filter((h) => h.customerId === "me")
            .filter((h) => (day.counters.find((c) => c.hhmm === h.hhmm)?.booked ?? 0) > 0)
            .map((h) => h.hhmm),
        );
        const got = new Set(
          mine.map((b) => `${String(b.hour).padStart(2, "0")}${String(b.minute).padStart(2, "0")}`),
        );
        expect(got).toEqual(held);
        const anonymous = bookingsOfDay("hall", day, null);
        expect(anonymous.every((b) => b.customer_id === OTHERS)).toBe(true);
      }),
    );
  });

  it("show a held slot as already reserved, with the seats left counted once", () => {
    const ctx = scenario({
      customerId: "me",
      settings: { limit_reservation_visits: true, reservation_capacity: 10 },
      bookings: bookingsOfDay(
        "dining-hall",
        {
          date: DATE,
          counters: [{ hhmm: "1200", booked: 7 }],
          holders: [{ hhmm: "1200", customerId: "me", party: 3 }],
        },
        "me",
      ),
    });
    const block = blockOfSlot(ctx, { date: DATE, hour: 12, minute: 0 });
    const slot = block?.slots.find((s) => s.key === `${DATE}#1200`);
    expect(block?.id).toBe("lunch");
    expect(slot).toMatchObject({
      capacityLeft: capacityLeft(10, 7),
      tooltip: "You've already reserved this time.",
    });
  });
});

describe("slot partition sort keys", () => {
  it("tell counters, holders and visit counters apart", () => {
    expect(slotItemKind("SLOT#1230")).toEqual({ kind: "counter", hhmm: "1230" });
    expect(slotItemKind("SLOT#1230#CUST#abc-1")).toEqual({
      kind: "holder",
      hhmm: "1230",
      customerId: "abc-1",
    });
    expect(slotItemKind("VISITS#lunch#CUST#abc-1")).toEqual({
      kind: "visits",
      blockId: "lunch",
      customerId: "abc-1",
    });
    expect(slotItemKind("SOMETHING")).toEqual({ kind: "other" });
  });

  it("finds no block for a time outside every block", () => {
    expect(blockOfSlot(scenario(), { date: DATE, hour: 3, minute: 0 })).toBeNull();
  });
});
