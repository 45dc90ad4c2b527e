import { describe, expect, it } from "vitest";
import { looksLikeOrderId, orderMatchesSearch } from "../../../shared/operations/order-search";

const order = {
  id: "0b6f2d7e-9a41-4c55-8f0e-1c2d3e4f5a6b",
  no: "7KQ2M9XZ",
  email: "Avery.Lopez@cedarridge.example.edu",
  student_id: "CR1234567",
  other_student_ids: ["CR7654321"],
};

describe("the orders search", () => {
  it("reads an order id by key", () => {
    expect(looksLikeOrderId(order.id)).toBe(true);
    expect(looksLikeOrderId(order.id.toUpperCase())).toBe(true);
    expect(looksLikeOrderId("demo-order-07")).toBe(true);
    expect(looksLikeOrderId("7KQ2M9XZ")).toBe(false);
  });

  it("matches the order number and student ids exactly, in any case", () => {
    expect(orderMatchesSearch(order, "7kq2m9xz")).toBe(true);
    expect(orderMatchesSearch(order, "7KQ2M9X")).toBe(false);
    expect(orderMatchesSearch(order, " cr1234567 ")).toBe(true);
    expect(orderMatchesSearch(order, "CR7654321")).toBe(true);
    expect(orderMatchesSearch(order, "CR123456")).toBe(false);
  });

  it("matches part of an email from three characters", () => {
    expect(orderMatchesSearch(order, "avery.lopez@")).toBe(true);
    expect(orderMatchesSearch(order, "AVERY")).toBe(true);
    expect(orderMatchesSearch(order, "av")).toBe(false);
    expect(orderMatchesSearch(order, "jordan")).toBe(false);
  });

  it("matches everything when empty", () => {
    expect(orderMatchesSearch(order, undefined)).toBe(true);
    expect(orderMatchesSearch(order, "  ")).toBe(true);
  });
});
