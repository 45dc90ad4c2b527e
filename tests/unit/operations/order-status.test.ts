import { describe, expect, it } from "vitest";
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatusFacts,
  orderStatus,
} from "../../../shared/operations/order-status";

const facts = (over: Partial<OrderStatusFacts> = {}): OrderStatusFacts => ({
  state: "placed",
  total: 10_000,
  refunded: 0,
  card: true,
  fulfilled: false,
  ...over,
});

describe("an order's status", () => {
  it("is awaiting confirmation while held, whatever else is true", () => {
    expect(orderStatus(facts({ state: "awaiting_confirmation", fulfilled: true }))).toBe(
      "awaiting_confirmation",
    );
  });

  it("is placed, then fulfilled once credited", () => {
    expect(orderStatus(facts())).toBe("placed");
    expect(orderStatus(facts({ fulfilled: true }))).toBe("fulfilled");
  });

  it("shows a card refund as partial or full, even after fulfilment", () => {
    expect(orderStatus(facts({ refunded: 2_500, fulfilled: true }))).toBe("partially_refunded");
    expect(orderStatus(facts({ refunded: 10_000 }))).toBe("refunded");
  });

  it("shows any reversal of an account charge as reversed", () => {
    expect(orderStatus(facts({ card: false, refunded: 100 }))).toBe("reversed");
    expect(orderStatus(facts({ card: false, refunded: 10_000 }))).toBe("reversed");
  });

  it("has a label for every status", () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
  });
});
