import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { surveyPercentages, surveyTotalVotes } from "../../../shared/visitor-forms/survey";

const votes = (...counts: number[]) => counts.map((v) => ({ votes: v }));

describe("survey percentages rounded to whole numbers (requirements: public-browsing §9)", () => {
  it.each([
    [
      [1, 1, 1],
      [33, 33, 33],
    ],
    [
      [1, 2],
      [33, 67],
    ],
    [
      [1, 7],
      [13, 88],
    ],
    [
      [5, 0],
      [100, 0],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [[], []],
  ])("%j votes → %j %%", (counts, percents) => {
    expect(surveyPercentages(votes(...counts))).toEqual(percents);
  });

  it("counts total votes", () => {
    expect(surveyTotalVotes(votes(3, 4, 5))).toBe(12);
  });

  it("each percentage is a whole number from 0 to 100", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 10 }), (counts) => {
        for (const percent of surveyPercentages(votes(...counts))) {
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
