import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOfFloor } from "../../../shared/platform/money/percent";
import {
  checkDecliningBalanceAmount,
  decliningBalanceBonus,
  decliningBalanceDiscount,
  decliningBalanceDiscountPercent,
  flatBonus,
  graduatedBonus,
  graduatedDiscountPercent,
  minimumAmountMessage,
  valueMustBeHigherMessage,
} from "../../../shared/purchase/declining-balance";
import { createDecliningBalanceSettings } from "../../support/factories/purchases";

describe("flat percent discount", () => {
  const settings = createDecliningBalanceSettings({ is_discount: true, discount: 5 });
  it.each([
    [10_000, 500],
    [12_345, 617],
    [0, 0],
  ])("%i cents → %i cents off", (amount, discount) => {
    expect(decliningBalanceDiscount(amount, settings)).toBe(discount);
  });

  it("is off when is_discount is false", () => {
    expect(decliningBalanceDiscount(10_000, { ...settings, is_discount: false })).toBe(0);
  });
});

describe("graduated discount: per interval, interval count rounded up, capped", () => {
  // 1 % for every started $100, at most 5 %.
  const settings = createDecliningBalanceSettings({
    is_grad_discount: true,
    grad_discount_interval: 10_000,
    grad_discount: 1,
    max_grad_discount: 5,
  });
  it.each([
    [1, 1],
    [10_000, 1],
    [10_001, 2],
    [25_000, 3],
    [50_000, 5],
    [90_000, 5],
    [0, 0],
  ])("%i cents → %f %%", (amount, percent) => {
    expect(graduatedDiscountPercent(amount, settings)).toBe(percent);
  });

  it("sums fractional steps exactly", () => {
    const tenth = { ...settings, grad_discount: 0.1, max_grad_discount: 10 };
    expect(graduatedDiscountPercent(30_000, tenth)).toBe(0.3);
  });

  it("adds to the flat discount, never above 100 %", () => {
    expect(
      decliningBalanceDiscountPercent(25_000, { ...settings, is_discount: true, discount: 2 }),
    ).toBe(5);
    const huge = { ...settings, is_discount: true, discount: 99, max_grad_discount: 50 };
    expect(decliningBalanceDiscountPercent(90_000, huge)).toBe(100);
    expect(decliningBalanceDiscount(25_000, { ...settings, is_discount: true, discount: 2 })).toBe(
      1250,
    );
  });

  it.each([
    ["flag off", { is_grad_discount: false }],
    ["zero interval", { grad_discount_interval: 0 }],
  ])("gives nothing with %s", (_, overrides) => {
    expect(graduatedDiscountPercent(50_000, { ...settings, ...overrides })).toBe(0);
  });
});

describe("bonuses", () => {
  const flat = createDecliningBalanceSettings({
    is_bonus: true,
    bonus: 1000,
    minimum_purchase: 5000,
  });
  it.each([
    [4999, 0],
    [5000, 0],
    [5001, 1000],
    [20_000, 1000],
  ])("flat bonus only when the purchase EXCEEDS the minimum: %i → %i", (amount, bonus) => {
    expect(flatBonus(amount, flat)).toBe(bonus);
  });

  // $5 per whole $50, at most $20.
  const graduated = createDecliningBalanceSettings({
    is_grad_bonus: true,
    grad_bonus_interval: 5000,
    grad_bonus: 500,
    max_grad_bonus: 2000,
  });
  it.each([
    [4999, 0],
    [5000, 500],
    [9999, 500],
    [15_000, 1500],
    [20_000, 2000],
    [100_000, 2000],
  ])("graduated bonus per whole interval: %i → %i", (amount, bonus) => {
    expect(graduatedBonus(amount, graduated)).toBe(bonus);
  });

  it("adds the flat and graduated bonus", () => {
    expect(decliningBalanceBonus(15_000, { ...graduated, is_bonus: true, bonus: 1000 })).toBe(2500);
  });

  it.each([
    ["flag off", { is_grad_bonus: false }],
    ["zero interval", { grad_bonus_interval: 0 }],
  ])("gives no graduated bonus with %s", (_, overrides) => {
    expect(graduatedBonus(50_000, { ...graduated, ...overrides })).toBe(0);
  });
});

describe("graduated properties", () => {
  const settingsArb = fc.record({
    interval: fc.integer({ min: 1, max: 50_000 }),
    stepPpm: fc.integer({ min: 0, max: 200_000 }),
    capPpm: fc.integer({ min: 0, max: 1_000_000 }),
    stepCents: fc.integer({ min: 0, max: 10_000 }),
    capCents: fc.integer({ min: 0, max: 100_000 }),
  });
  const amounts = fc.tuple(
    fc.integer({ min: 0, max: 5_000_000 }),
    fc.integer({ min: 0, max: 5_000_000 }),
  );

  it("never exceed their caps and are monotone in the amount", () => {
    fc.assert(
      fc.property(settingsArb, amounts, (s, [a, b]) => {
        const settings = createDecliningBalanceSettings({
          is_grad_discount: true,
          grad_discount_interval: s.interval,
          grad_discount: s.stepPpm / 10_000,
          max_grad_discount: s.capPpm / 10_000,
          is_grad_bonus: true,
          grad_bonus_interval: s.interval,
          grad_bonus: s.stepCents,
          max_grad_bonus: s.capCents,
        });
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(graduatedDiscountPercent(high, settings)).toBeLessThanOrEqual(s.capPpm / 10_000);
        expect(decliningBalanceDiscount(high, settings)).toBeLessThanOrEqual(
          percentOfFloor(high, s.capPpm / 10_000),
        );
        expect(graduatedBonus(high, settings)).toBeLessThanOrEqual(s.capCents);
        expect(graduatedDiscountPercent(low, settings)).toBeLessThanOrEqual(
          graduatedDiscountPercent(high, settings),
        );
        expect(decliningBalanceDiscount(low, settings)).toBeLessThanOrEqual(
          decliningBalanceDiscount(high, settings),
        );
        expect(graduatedBonus(low, settings)).toBeLessThanOrEqual(graduatedBonus(high, settings));
      }),
    );
  });
});

describe("declining balance amount check (requirements: purchases §5)", () => {
  const settings = createDecliningBalanceSettings({
    name: "Dining Dollars",
    minimum_purchase: 2500,
  });

  it.each([
    ["abc", "The specified Dining Dollars amount must be a number."],
    ["-5", "The specified Dining Dollars amount must be a number."],
    ["10.999", "The specified Dining Dollars amount must be a number."],
    ["24.99", "A minimum amount of $25.00 is required."],
  ])("%s → %s", (input, message) => {
    expect(checkDecliningBalanceAmount(input, settings)).toEqual({ ok: false, message });
  });

  it.each([
    ["25", 0, 2500],
    ["25.00", 0, 2500],
    ["10", 1500, 1000],
    ["0", 2500, 0],
  ])("%s with %i cents already in the cart is accepted", (input, inCart, cents) => {
    expect(checkDecliningBalanceAmount(input, settings, inCart)).toEqual({ ok: true, cents });
  });

  it("formats the minimum in both messages", () => {
    expect(minimumAmountMessage(2500)).toBe("A minimum amount of $25.00 is required.");
    expect(valueMustBeHigherMessage(2500)).toBe("Value must be higher than $25.00.");
  });
});
