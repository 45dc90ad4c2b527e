import { describe, expect, it } from "vitest";
import { parseDollarsToCents } from "../../../shared/platform/money/format";
import { checkDecliningBalanceAmount } from "../../../shared/purchase/declining-balance";
import {
  createDecliningBalanceAmountSchema,
  createRechargeAmountSchema,
} from "../../../shared/purchase/schemas/amounts";

// The purchase walk, finding 13 (docs/decisions/purchase-walk.md): the page refused "1,000" while
// the cart API took "1,000" and "$50". One rule now decides for both: the page's amount schemas and
// the API's amount check agree on every input, whatever the verdict.
const settings = { name: "Dining Dollars", minimum_purchase: 0 };
const pageSchema = createDecliningBalanceAmountSchema({ name: settings.name });
const rechargeSchema = createRechargeAmountSchema({ minimumCents: 0 });

const INPUTS = [
  "50",
  "$50",
  "$ 50",
  "1,000",
  "$1,000",
  "1,000.50",
  "12,345,678.9",
  ".5",
  "10.",
  "0",
  "",
  "abc",
  "-5",
  "1.234",
  "12,34",
  "1,0000",
  ",100",
  "1,,000",
  "$",
  "1e3",
  "5$",
];

describe("one amount rule for page and API", () => {
  it.each(INPUTS)("page and API agree on %j", (input) => {
    const api = checkDecliningBalanceAmount(input, settings).ok;
    expect(pageSchema.safeParse({ declining_balance_value: input }).success).toBe(api);
    expect(rechargeSchema.safeParse({ declining_balance_value: input }).success).toBe(api);
  });

  it.each([
    ["1,000", 100_000],
    ["$50", 5_000],
    ["$1,025.50", 102_550],
  ])("the page accepts %j as the API does (%i cents)", (input, cents) => {
    expect(pageSchema.safeParse({ declining_balance_value: input }).success).toBe(true);
    expect(checkDecliningBalanceAmount(input, settings)).toEqual({ ok: true, cents });
  });

  it.each(["12,34", ",100", "1,0000", "1,,000"])(
    "a comma that groups no thousands is refused by both: %j",
    (input) => {
      expect(parseDollarsToCents(input)).toBeNull();
      expect(pageSchema.safeParse({ declining_balance_value: input }).success).toBe(false);
    },
  );
});
