import { formatCents } from "../../platform/money/format";
import type { Order } from "../entities/order";

/** How long the owner of the billed account has to confirm a held order. */
export const HOLD_HOURS = 48;

/** Orders that bill an account rather than charge a card: held for the account's owner. */
export const isHeldPaymentType = (paymentType: string) =>
  paymentType === "Student ID" || paymentType === "Payroll deduction";

/**
 * The campus address of the billed account: the student's for Student ID (a parent's order
 * names the student's), the faculty or staff member's own for payroll.
 */
export function billedAddress(order: Order): string {
  const student = order.buyer.student as Record<string, string> | null | undefined;
  if (order.payment_type === "Student ID" && student?.email) return student.email;
  return order.email;
}

/**
 * The mail that asks the owner of the billed account to confirm (docs/decisions/payments.md).
 * Plain text only, the link from the configured web origin; it names what would be billed and
 * says that ignoring it bills nothing.
 */
export function orderHoldMail(
  order: Order,
  campusName: string,
  confirmUrl: string | null,
  confirmBy: string,
): { subject: string; text: string } {
  const account =
    order.payment_type === "Student ID"
      ? `the student account ${String(order.buyer.student_id ?? "")}`.trim()
      : "payroll deduction";
  const lines = order.items.map(
    (item) => `- ${item.name}: ${formatCents(item.price - item.discount + item.tax)}`,
  );
  return {
    subject: `${campusName}: please confirm order ${order.no}`,
    text: [
      `An order of ${formatCents(order.total)} with ${campusName} is waiting for you to confirm it. It will be billed to ${account}.`,
      "",
      `Order #: ${order.no}`,
      ...lines,
      "",
      confirmUrl
        ? `To place the order, open this link before ${confirmBy} (UTC):\n${confirmUrl}`
        : "Contact the dining office to confirm this order.",
      "",
      "If you did not ask for this order, ignore this mail: nothing will be billed.",
    ].join("\n"),
  };
}
