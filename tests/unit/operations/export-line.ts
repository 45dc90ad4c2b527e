import type { ExportLine, ExportOrder } from "../../../shared/operations/order-export";

/** An order line for the export tests: no price, discount, tax or bonus unless given. */
export const exportLine = (
  over: Partial<ExportLine> & Pick<ExportLine, "id" | "type">,
): ExportLine => ({
  name: "A line",
  price: 0,
  discount: 0,
  tax: 0,
  bonus: 0,
  promoBonus: 0,
  meal_plan_id: null,
  swipeValue: null,
  dbValue: null,
  dbBonus: null,
  ...over,
});

/** A console refund of one line, in the state given. */
export const lineRefund = (
  state: ExportOrder["refunds"][number]["state"],
  lineId: string,
  cents: number,
): ExportOrder["refunds"][number] => ({
  state,
  amount_cents: cents,
  lines: [{ line_id: lineId, amount_cents: cents }],
});
