import { describe, expect, it } from "vitest";
import { scheduleSchema } from "../../../shared/platform/schemas/schedule";

const valid = {
  id: "lunch",
  type: "location",
  start: "2026-01-05",
  end: "2026-05-15",
  days: [1, 2, 3, 4, 5],
  start_hour: 11,
  start_minutes: 0,
  end_hour: 14,
  end_minutes: 30,
};

describe("scheduleSchema", () => {
  it("accepts a weekly schedule and fills name and open_late", () => {
    expect(scheduleSchema.parse(valid)).toEqual({ ...valid, name: "", open_late: false });
  });

  it.each(["location", "special_hours", "reservation", "closed"])("accepts type %s", (type) => {
    expect(scheduleSchema.safeParse({ ...valid, type }).success).toBe(true);
  });

  it.each([
    ["an unknown type", { type: "holiday" }],
    ["day 7", { days: [1, 7] }],
    ["repeated days", { days: [1, 1] }],
    ["an end before the start", { start: "2026-05-16", end: "2026-05-15" }],
    ["an impossible date", { end: "2026-02-30" }],
    ["a US-style date", { start: "01/05/2026" }],
    ["hour 24", { end_hour: 24 }],
    ["minute 60", { start_minutes: 60 }],
    ["a fractional hour", { start_hour: 9.5 }],
  ])("rejects %s", (_, change) => {
    expect(scheduleSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
