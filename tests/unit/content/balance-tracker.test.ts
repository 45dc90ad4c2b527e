import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceMessageKinds,
  balanceTrackerAmount,
  balanceVerdict,
  currentTerm,
  daysRemaining,
  termShareElapsed,
} from "../../../shared/purchase/balance-tracker";

const fall = { name: "Fall 2026", start: "2026-08-24", end: "2026-12-18" };
const spring = { name: "Spring 2027", start: "2027-01-11", end: "2027-05-07" };

describe("current term: the one whose start..end includes today (requirements: public-browsing §4)", () => {
  it.each([
    ["2026-08-24", "Fall 2026"],
    ["2026-10-20", "Fall 2026"],
    ["2026-12-18", "Fall 2026"],
    ["2027-01-11", "Spring 2027"],
    ["2026-12-25", null],
    ["2026-08-23", null],
  ])("%s → %s", (today, name) => {
    expect(currentTerm([fall, spring], today)?.name ?? null).toBe(name);
  });
});

describe("shown amount = plan dollars or swipes × share of the term elapsed", () => {
  // 57 of 116 days elapsed on 10/20/26.
  it.each([
    ["$1,000.00 of dining dollars", 100_000, "2026-10-20", 49_138],
    ["200 swipes", 200, "2026-10-20", 98],
    ["first day", 100_000, "2026-08-24", 0],
    ["last day", 100_000, "2026-12-18", 100_000],
    ["after the term", 100_000, "2027-02-01", 100_000],
    ["before the term", 100_000, "2026-01-01", 0],
    ["no amount", null, "2026-10-20", 0],
    ["undefined amount", undefined, "2026-10-20", 0],
    ["NaN", Number.NaN, "2026-10-20", 0],
  ])("%s on %s", (_, amount, today, shown) => {
    expect(balanceTrackerAmount(amount, fall, today)).toBe(shown);
  });

  it("is 0 for a one-day term (no share to take)", () => {
    const oneDay = { name: "Day", start: "2026-10-20", end: "2026-10-20" };
    expect(balanceTrackerAmount(500, oneDay, "2026-10-20")).toBe(0);
    expect(termShareElapsed(oneDay, "2026-10-20")).toBe(0);
  });

  it("share elapsed runs from 0 to 1", () => {
    expect(termShareElapsed(fall, "2026-08-24")).toBe(0);
    expect(termShareElapsed(fall, "2026-10-20")).toBeCloseTo(57 / 116);
    expect(termShareElapsed(fall, "2026-12-18")).toBe(1);
  });

  it("days remaining = term end − today", () => {
    expect(daysRemaining(fall, "2026-10-20")).toBe(59);
    expect(daysRemaining(fall, "2026-12-18")).toBe(0);
  });
});

describe("balance messages: at most one of too low / too high (docs/decisions/public-site.md)", () => {
  const amounts = fc.integer({ min: 0, max: 1_000_000 });
  it("never shows both, and always the stay-on-budget message", () => {
    fc.assert(
      fc.property(
        amounts,
        fc.double({ min: 0, max: 1, noNaN: true }),
        amounts,
        (plan, share, left) => {
          const used = Math.round(plan * share);
          const verdict = balanceVerdict(plan, used, left);
          const kinds = balanceMessageKinds(verdict);
          expect(kinds.includes("low") && kinds.includes("high")).toBe(false);
          expect(kinds).toContain("budget");
          const expectedLeft = plan - used;
          if (verdict === "low") expect(left).toBeLessThan(expectedLeft);
          if (verdict === "high") expect(left).toBeGreaterThan(expectedLeft);
          if (left === expectedLeft) expect(verdict).toBe("on-track");
        },
      ),
    );
  });

  it("is low when less is left than planned, high when more, on track within 5 %", () => {
    // $1,000 plan, half the term gone: $500 should be left; $50 tolerance.
    expect(balanceVerdict(100_000, 50_000, 44_999)).toBe("low");
    expect(balanceVerdict(100_000, 50_000, 45_000)).toBe("on-track");
    expect(balanceVerdict(100_000, 50_000, 55_000)).toBe("on-track");
    expect(balanceVerdict(100_000, 50_000, 55_001)).toBe("high");
    expect(balanceMessageKinds(null)).toEqual(["budget"]);
  });
});
