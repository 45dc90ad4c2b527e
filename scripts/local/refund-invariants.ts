import { dataOf, type StoredRow, siteOf } from "./table-scan";

/**
 * The refund half of the money audit (scripts/local/money-invariants.ts), on the same Scan:
 *
 * - no order's refunded total, nor the console refunds claimed on it (pending or succeeded),
 *   is above its total;
 * - no approved sandbox charge had more refunded than it charged;
 * - each console refund the sandbox made (key `order-refund:{order}:{refund}`) is recorded
 *   succeeded, for the same amount, and each card refund recorded succeeded was made there:
 *   exactly once on both sides (orders paid through Stripe are left to Stripe's records);
 * - no console refund is still pending PENDING_REFUND_LIMIT_MS after its claim. Both callers
 *   run reconciliation sweeps first, hours ahead, so every refund on a campus the sweeper
 *   walks has been sent again by then; one still pending was missed (a gateway that never
 *   answers, a campus out of the directory) and nothing else would ever finish it.
 */

/** The sweeper's rate: a scheduled sweep would have finished a refund pending this long. */
export const PENDING_REFUND_LIMIT_MS = 5 * 60_000;

const CONSOLE_KEY = "order-refund:";

type Data = Record<string, unknown>;

const sumBy = (entries: Iterable<[string, number]>) => {
  const sums = new Map<string, number>();
  for (const [key, cents] of entries) sums.set(key, (sums.get(key) ?? 0) + cents);
  return sums;
};

const byType = (rows: StoredRow[], type: string) =>
  rows.filter((row) => row.type === type).map((row) => [siteOf(row.pk), dataOf(row)] as const);

/** Over-refunds: an order's totals, a sandbox charge's refunds. */
function overRefunded(rows: StoredRow[], refunds: (readonly [string, Data])[]): string[] {
  const violations: string[] = [];
  const claimed = sumBy(
    refunds
      .filter(([, refund]) => refund.state !== "failed")
      .map(([site, refund]) => [`${site}/${refund.order_id}`, Number(refund.amount_cents)]),
  );
  for (const [site, order] of byType(rows, "order")) {
    const id = `${site}/${order.id}`;
    const total = Number(order.total);
    const refunded = Number(order.refunded_cents ?? 0);
    if (refunded > total) violations.push(`order ${id} refunded ${refunded} of its ${total}`);
    const inConsole = claimed.get(id) ?? 0;
    if (inConsole > total) {
      violations.push(`order ${id} has ${inConsole} in console refunds against its ${total}`);
    }
  }
  const charged = new Map(
    byType(rows, "gateway_charge")
      .filter(([, charge]) => charge.result_code === 0)
      .map(([site, charge]) => [`${site}/${charge.transaction_id}`, Number(charge.amount_cents)]),
  );
  const given = sumBy(
    byType(rows, "gateway_refund").map(([site, refund]) => [
      `${site}/${refund.transaction_id}`,
      Number(refund.amount_cents),
    ]),
  );
  for (const [transaction, cents] of given) {
    const charge = charged.get(transaction);
    if (charge !== undefined && cents > charge) {
      violations.push(`transaction ${transaction} refunded ${cents} of the ${charge} charged`);
    }
  }
  return violations;
}

/** Console refunds against the sandbox's ledger of refunds, key by key. */
function unmatched(rows: StoredRow[], refunds: (readonly [string, Data])[]): string[] {
  const violations: string[] = [];
  const made = new Map(
    byType(rows, "gateway_refund")
      .filter(([, refund]) => String(refund.idempotency_key).startsWith(CONSOLE_KEY))
      .map(([site, refund]) => [`${site}/${refund.idempotency_key}`, Number(refund.amount_cents)]),
  );
  const stripePaid = new Set(
    byType(rows, "order")
      .filter(([, order]) => String(order.transaction_id).startsWith("pi_"))
      .map(([site, order]) => `${site}/${order.id}`),
  );
  const recorded = new Map(
    refunds.map(([site, refund]) => [`${site}/${refund.idempotency_key}`, refund]),
  );
  for (const [key, cents] of made) {
    const refund = recorded.get(key);
    if (refund?.state !== "succeeded" || Number(refund.amount_cents) !== cents) {
      violations.push(
        `gateway refund ${key} (${cents} cents) is recorded ${String(refund?.state ?? "nowhere")} in the console`,
      );
    }
  }
  for (const [site, refund] of refunds) {
    const key = `${site}/${refund.idempotency_key}`;
    if (refund.kind !== "refund" || refund.state !== "succeeded") continue;
    if (stripePaid.has(`${site}/${refund.order_id}`)) continue;
    if (!made.has(key)) violations.push(`console refund ${key} succeeded without a gateway refund`);
  }
  return violations;
}

export function refundViolations(rows: StoredRow[], now: Date): string[] {
  const refunds = byType(rows, "order_refund");
  const stale = refunds.filter(
    ([, refund]) =>
      refund.state === "pending" &&
      Date.parse(String(refund.created_at)) < now.getTime() - PENDING_REFUND_LIMIT_MS,
  );
  return [
    ...overRefunded(rows, refunds),
    ...unmatched(rows, refunds),
    ...stale.map(
      ([site, refund]) =>
        `refund ${site}/${refund.order_id}/${refund.id} is still pending since ${String(refund.created_at)}`,
    ),
  ];
}
