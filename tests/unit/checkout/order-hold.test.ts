import { describe, expect, it } from "vitest";
import {
  billedAddress,
  isHeldPaymentType,
  orderHoldMail,
} from "../../../shared/purchase/checkout/order-hold";
import { createCartItem, createOrder } from "../../support/factories/purchases";

// A Student ID or payroll order waits for the billed account's owner (docs/decisions/payments.md).

const studentOrder = createOrder({
  no: "HOLD0001",
  payment_type: "Student ID",
  card_brand: null,
  card_last4: null,
  email: "parent@example.com",
  buyer: {
    student_id: "CR1234567",
    student: { first_name: "Avery", email: "avery@cedarridge.example.edu" },
  },
  items: [
    createCartItem({ name: "Block 100", price: 179_900, discount: 9_900, tax: 1_000 }),
    createCartItem({ id: "item-2", name: "Dining Dollars", price: 5_000 }),
  ],
  total: 176_000,
});

describe("a held order", () => {
  it("is one that bills an account: Student ID and payroll, never a card", () => {
    expect(isHeldPaymentType("Student ID")).toBe(true);
    expect(isHeldPaymentType("Payroll deduction")).toBe(true);
    expect(isHeldPaymentType("Credit card")).toBe(false);
  });

  it("asks the student, not the parent who ordered, and the payroll buyer themself", () => {
    expect(billedAddress(studentOrder)).toBe("avery@cedarridge.example.edu");
    const ownStudentId = { ...studentOrder, buyer: { student_id: "CR1" } };
    expect(billedAddress(ownStudentId)).toBe("parent@example.com");
    const payroll = { ...studentOrder, payment_type: "Payroll deduction" as const };
    expect(billedAddress(payroll)).toBe("parent@example.com");
  });

  it("mails what would be billed to which account, with the link and its deadline", () => {
    const mail = orderHoldMail(
      studentOrder,
      "Cedar Ridge",
      "https://dine.example/cedarridge/confirm#k",
      "2026-11-25 18:00",
    );
    expect(mail.subject).toBe("Cedar Ridge: please confirm order HOLD0001");
    expect(mail.text).toContain(
      "An order of $1,760.00 with Cedar Ridge is waiting for you to confirm it. It will be billed to the student account CR1234567.",
    );
    expect(mail.text).toContain("- Block 100: $1,710.00\n- Dining Dollars: $50.00");
    expect(mail.text).toContain(
      "To place the order, open this link before 2026-11-25 18:00 (UTC):\nhttps://dine.example/cedarridge/confirm#k",
    );
    expect(mail.text).toMatch(/ignore this mail: nothing will be billed\.$/);
  });

  it("names payroll, or an account without its number, and the office when there is no link", () => {
    const payroll = orderHoldMail(
      { ...studentOrder, payment_type: "Payroll deduction" },
      "Cedar Ridge",
      null,
      "",
    );
    expect(payroll.text).toContain("It will be billed to payroll deduction.");
    expect(payroll.text).toContain("Contact the dining office to confirm this order.");
    expect(payroll.text).not.toContain("open this link");
    const unnumbered = orderHoldMail({ ...studentOrder, buyer: {} }, "Cedar Ridge", null, "");
    expect(unnumbered.text).toContain("It will be billed to the student account.");
  });
});
