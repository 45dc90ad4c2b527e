import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  percentOfCeil,
  percentOfFloor,
  percentToPpm,
  wholePercent,
} from "../../../shared/platform/money/percent";

describe("percent arithmetic on cents", () => {
  it.each([
    [1000, 6.25, 62, 63],
    [1000, 10, 100, 100],
    [999, 7.5, 74, 75],
    [1, 0.1, 0, 1],
    [0, 50, 0, 0],
    [2999, 0.0001, 0, 1],
  ])("%i cents × %f %% → floor %i, ceil %i", (cents, percent, floor, ceil) => {
    expect(percentOfFloor(cents, percent)).toBe(floor);
    expect(percentOfCeil(cents, percent)).toBe(ceil);
  });

  it("turns a percent into exact parts per million", () => {
    expect(percentToPpm(6.25)).toBe(62_500);
    expect(percentToPpm(0.1 + 0.2)).toBe(3000);
  });

  it("refuses non-integer cents", () => {
    expect(() => percentOfFloor(10.5, 5)).toThrow(RangeError);
    expect(() => percentOfCeil(Number.NaN, 5)).toThrow(RangeError);
  });

  it("floor and ceil differ by at most one cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (cents, ppm) => {
          const percent = ppm / 10_000;
          const diff = percentOfCeil(cents, percent) - percentOfFloor(cents, percent);
          expect(diff === 0 || diff === 1).toBe(true);
        },
      ),
    );
  });

  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [1, 8, 13],
    [0, 5, 0],
    [5, 0, 0],
  ])("wholePercent(%i, %i) = %i", (numerator, denominator, percent) => {
    expect(wholePercent(numerator, denominator)).toBe(percent);
  });
});
