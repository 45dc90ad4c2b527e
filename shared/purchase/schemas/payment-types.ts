/** Payment types a checkout can be billed to (requirements: purchases §6). */
export const PAYMENT_TYPES = ["Student ID", "Credit card", "Payroll deduction"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
