import { describe, expect, it } from "vitest";
import { blockAvailability, slotAvailability } from "../../../shared/reservations/availability";
import { createSchedule } from "../../support/factories/schedule";
import { MONDAY_NOON, scenario } from "./scenario";

const EXPIRED = "This block of time has expired.";

const labels = (slots: { label: string }[]) => slots.map((s) => s.label);

describe("blocks and times", () => {
  it("steps by reservation_interval inside each reservation schedule", () => {
    const blocks = blockAvailability(scenario(), "2026-03-10");
    expect(blocks.map((b) => [b.id, b.name, b.label])).toEqual([
      ["lunch", "Lunch", "11:00a - 2:00p"],
      ["dinner", "Dinner", "5:00p - 7:00p"],
    ]);
    expect(labels(blocks[0]!.slots)).toEqual([
      "11:00a",
      "11:30a",
      "12:00p",
      "12:30p",
      "1:00p",
      "1:30p",
    ]);
    expect(labels(blocks[1]!.slots)).toEqual(["5:00p", "5:30p", "6:00p", "6:30p"]);
    expect(blocks.every((b) => b.selectable && b.tooltip === null)).toBe(true);
  });

  it("honours other intervals", () => {
    const slots = slotAvailability(
      scenario({ settings: { reservation_interval: 45 } }),
      "2026-03-10",
    );
    expect(labels(slots)).toEqual(["11:00a", "11:45a", "12:30p", "1:15p", "5:00p", "5:45p"]);
  });

  it("today: times before the current minute are expired", () => {
    const [lunch, dinner] = blockAvailability(scenario(), "2026-03-09"); // now 12:10p
    expect(lunch!.selectable).toBe(true);
    expect(lunch!.slots.map((s) => [s.label, s.selectable, s.tooltip])).toEqual([
      ["11:00a", false, EXPIRED],
      ["11:30a", false, EXPIRED],
      ["12:00p", false, EXPIRED],
      ["12:30p", true, null],
      ["1:00p", true, null],
      ["1:30p", true, null],
    ]);
    expect(dinner!.slots.every((s) => s.selectable)).toBe(true);
  });

  it("the current minute itself is still offered", () => {
    const now = Date.parse("2026-03-09T19:30:59Z"); // 12:30:59p
    const slot = slotAvailability(scenario({ now }), "2026-03-09").find(
      (s) => s.label === "12:30p",
    );
    expect(slot?.selectable).toBe(true);
  });

  it("a block whose end has passed is expired", () => {
    const now = Date.parse("2026-03-09T21:00:00Z"); // 2:00p
    const [lunch] = blockAvailability(scenario({ now }), "2026-03-09");
    expect(lunch).toMatchObject({
      expired: true,
      selectable: false,
      reason: "expired",
      tooltip: EXPIRED,
    });
  });

  it("a block whose every time has passed is expired too", () => {
    const now = Date.parse("2026-03-09T20:45:00Z"); // 1:45p, lunch ends 2:00p
    const [lunch] = blockAvailability(scenario({ now }), "2026-03-09");
    expect(lunch).toMatchObject({ expired: false, selectable: false, reason: "expired" });
  });

  it("takes the current instant as a Date too, and orders blocks sharing a start", () => {
    const brunch = createSchedule({
      id: "brunch",
      type: "reservation",
      start_hour: 10,
      end_hour: 12,
    });
    const early = createSchedule({
      id: "early",
      type: "reservation",
      start_hour: 10,
      end_hour: 11,
    });
    const ctx = { ...scenario({ schedules: [brunch, early] }), now: new Date(MONDAY_NOON) };
    const blocks = blockAvailability(ctx, "2026-03-09");
    expect(blocks.map((b) => [b.id, b.expired, b.reason])).toEqual([
      ["early", true, "expired"],
      ["brunch", true, "expired"],
    ]);
  });

  it("closed dates have no blocks", () => {
    expect(blockAvailability(scenario(), "2026-03-11")).toEqual([]);
  });

  it("without reservation hours the opening hours form the block", () => {
    const blocks = blockAvailability(
      scenario({ settings: { use_reservation_hours: false } }),
      "2026-03-10",
    );
    expect(blocks.map((b) => [b.id, b.label, labels(b.slots)])).toEqual([
      ["hours-420", "7:00a - 9:00a", ["7:00a", "7:30a", "8:00a", "8:30a"]],
    ]);
  });

  it("a block past midnight books times on the next date", () => {
    const late = createSchedule({
      id: "late",
      type: "reservation",
      days: [5],
      start_hour: 22,
      end_hour: 1,
    });
    const slots = slotAvailability(scenario({ schedules: [late] }), "2026-03-13");
    expect(slots.map((s) => s.key)).toEqual([
      "2026-03-13#2200",
      "2026-03-13#2230",
      "2026-03-13#2300",
      "2026-03-13#2330",
      "2026-03-14#0000",
      "2026-03-14#0030",
    ]);
  });
});

describe("daylight saving", () => {
  const overnight = createSchedule({
    id: "night",
    type: "reservation",
    start_hour: 0,
    start_minutes: 30,
    end_hour: 4,
  });
  const early = Date.parse("2026-03-01T12:00:00Z");

  it("skips the wall times that do not exist on 2026-03-08", () => {
    const slots = slotAvailability(scenario({ schedules: [overnight], now: early }), "2026-03-08");
    expect(labels(slots)).toEqual(["12:30a", "1:00a", "1:30a", "3:00a", "3:30a"]);
    expect(slots[3]!.at - slots[2]!.at).toBe(30 * 60_000);
  });

  it("offers the repeated hour once on 2026-11-01", () => {
    const slots = slotAvailability(scenario({ schedules: [overnight], now: early }), "2026-11-01");
    expect(labels(slots)).toEqual(["12:30a", "1:00a", "1:30a", "2:00a", "2:30a", "3:00a", "3:30a"]);
    // 1:30a is the first (daylight) 1:30; 2:00a standard time is 90 real minutes later.
    expect(slots[3]!.at - slots[2]!.at).toBe(90 * 60_000);
  });
});
