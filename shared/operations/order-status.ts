import * as z from "zod";

/**
 * What the console calls an order (docs/operations/orders.md "Statuses"), derived from the stored
 * order, never stored itself: the facts (hold, fulfilment, refunded and reversed cents) are kept
 * on the order and the status follows from them, so no two writers can disagree about it.
 *
 * - awaiting_confirmation: a Student ID or payroll hold the account owner has not confirmed.
 * - placed: paid (or billed), not yet credited to the student's card system.
 * - fulfilled: credited to the card system by the card office.
 * - partially_refunded: some, not all, of a card payment given back.
 * - refunded: all of a card payment given back.
 * - reversed: a Student ID or payroll charge taken back off the account by the card office.
 */
export const ORDER_STATUSES = [
  "awaiting_confirmation",
  "placed",
  "fulfilled",
  "partially_refunded",
  "refunded",
  "reversed",
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_confirmation: "Awaiting confirmation",
  placed: "Placed",
  fulfilled: "Fulfilled",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  reversed: "Reversed",
};

/** The facts a status is derived from. */
export interface OrderStatusFacts {
  state: "placed" | "awaiting_confirmation";
  total: number;
  /** Cents given back or reversed so far (card refunds and account reversals alike). */
  refunded: number;
  /** Whether the charge goes back through the gateway (card) or is reversed on the account. */
  card: boolean;
  fulfilled: boolean;
}

/**
 * Money given back wins over fulfilment (a refunded order needs no more crediting, a partially
 * refunded one shows the refund so the card office sees the net); a hold shows before anything.
 * A reversal is all-or-part of an account charge: any reversal shows "reversed" (the detail
 * shows how much), since the card office reverses the whole line on the account.
 */
export function orderStatus(facts: OrderStatusFacts): OrderStatus {
  if (facts.state === "awaiting_confirmation") return "awaiting_confirmation";
  if (facts.refunded > 0) {
    if (!facts.card) return "reversed";
    return facts.refunded >= facts.total ? "refunded" : "partially_refunded";
  }
  return facts.fulfilled ? "fulfilled" : "placed";
}
