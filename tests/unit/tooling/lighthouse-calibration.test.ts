import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown } from "../../../scripts/bench/lighthouse-bench";

// The bench's scores are only comparable to a phone's if a faster host is slowed more.
describe("the Lighthouse bench's CPU slowdown", () => {
  it("follows Lighthouse's calculator at its anchor points", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it("never speeds the host up, and slows a faster host more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        (a, d) => {
          expect(calibratedCpuSlowdown(a)).toBeGreaterThanOrEqual(1);
          expect(calibratedCpuSlowdown(a + d)).toBeGreaterThanOrEqual(calibratedCpuSlowdown(a));
        },
      ),
    );
  });

  it("keeps Lighthouse's default 4× when the index is unknown", () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });
});
