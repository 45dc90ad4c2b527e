import { refundViolations } from "./refund-invariants";
import { dataOf, everyStoredItem, type StoredRow, siteOf } from "./table-scan";

/**
 * The money half's whole-table invariants (docs/payments.md), checked at the end of the
 * integration suite and by `npm run bench`. A Scan: this is an audit of a local table, never
 * a request path.
 *
 * - every approved charge of a campus belongs to exactly one order (checkout, keyed by the
 *   order id) or one approved subscription payment (billing, keyed by subscription and
 *   period), with the same amount;
 * - every card order with a total has its approved charge, of the same amount and transaction
 *   (orders paid through Stripe, whose ledger is Stripe's, are left to Stripe's records);
 * - no checkout attempt is left open, no mail intent undelivered (run after a sweep; one its
 *   recipient's cap suppressed counts as delivered);
 * - console refunds: never more given back than charged, each gateway refund recorded once,
 *   none left pending (scripts/local/refund-invariants.ts).
 */
export interface MoneyReport {
  charges: number;
  orders: number;
  violations: string[];
}

export async function checkMoneyInvariants(now = new Date()): Promise<MoneyReport> {
  const rows = (await everyStoredItem()) as StoredRow[];
  const campuses = new Set(rows.filter((r) => r.type === "site").map((r) => siteOf(r.pk)));
  const orders = new Map<string, Record<string, unknown>>();
  const paidPeriods = new Map<string, number>();
  const violations: string[] = [];
  for (const row of rows) {
    const data = dataOf(row);
    const site = siteOf(row.pk);
    if (row.type === "order") orders.set(`${site}/${data.id}`, data);
    if (row.type === "subscription_payment" && data.result === "Approved") {
      paidPeriods.set(`${site}/${data.subscription_id}/${data.period}`, Number(data.amt));
    }
    if (row.type === "checkout_claim" && ["pending", "reconciling"].includes(String(row.state))) {
      violations.push(`checkout attempt ${site}/${data.order_id} is still ${String(row.state)}`);
    }
    // A suppressed intent was decided, not lost: its recipient's cap was full
    // (functions/platform/outbox/recipient-cap.ts).
    const delivered = ["sent", "suppressed"];
    if (row.type === "mail_intent" && !delivered.includes(String(row.state ?? data.state))) {
      violations.push(`mail ${site}/${String(row.kind)}:${String(row.ref)} was never sent`);
    }
  }
  const charges = rows.filter((r) => r.type === "gateway_charge" && campuses.has(siteOf(r.pk)));
  const charged = new Map<string, Record<string, unknown>>();
  for (const row of charges) {
    const charge = dataOf(row);
    if (charge.result_code !== 0) continue;
    const site = siteOf(row.pk);
    const key = String(charge.idempotency_key);
    const amount = Number(charge.amount_cents);
    charged.set(`${site}/${key}`, charge);
    const billing = /^subscription:[^:]+:([^:]+):([^:]+):\d+$/.exec(key);
    if (billing) {
      const paid = paidPeriods.get(`${site}/${billing[1]}/${billing[2]}`);
      if (paid !== amount) violations.push(`billing charge ${site}/${key} has no paid period`);
      continue;
    }
    const order = orders.get(`${site}/${key}`);
    if (!order) violations.push(`charge ${site}/${key} (${amount} cents) has no order`);
    else if (Number(order.total) !== amount) {
      violations.push(`order ${site}/${key} totals ${order.total} but was charged ${amount}`);
    }
  }
  for (const [id, order] of orders) {
    if (order.payment_type !== "Credit card" || Number(order.total) === 0) continue;
    // Paid through Stripe (a PaymentIntent): Stripe keeps that ledger, not the sandbox's.
    if (String(order.transaction_id).startsWith("pi_")) continue;
    const charge = charged.get(id);
    if (!charge) violations.push(`card order ${id} has no approved charge`);
    else if (charge.transaction_id !== order.transaction_id) {
      violations.push(`card order ${id} records another transaction than its charge`);
    }
  }
  violations.push(...refundViolations(rows, now));
  return { charges: charges.length, orders: orders.size, violations };
}
