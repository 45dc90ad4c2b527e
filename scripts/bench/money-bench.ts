import { checkoutBody } from "../../tests/support/factories/checkout";
import { sandboxTokenizer } from "../../web/src/lib/payments/sandbox-tokenizer";
import { checkMoneyInvariants, type MoneyReport } from "../local/money-invariants";

/**
 * The money half under a burst of buyers, then the whole-table audit (docs/payments.md): each
 * buyer fills a cart through the API and pays with one of the sandbox's test cards, some
 * double-submitting, some on cards whose processor never answers. A reconciliation sweep far
 * enough ahead settles what was left open, and the invariants are checked on the table.
 */
const CARDS = [
  ["approved", "4111111111111111"],
  ["approved", "5555555555554444"],
  ["declined", "4000000000000002"],
  ["slow", "4000000000000259"],
  ["unavailable", "4000000000000119"],
] as const;
const STUDENT = {
  site_id: "cedar-ridge",
  location_id: "main-campus",
  term_id: "sel-fall-2026",
  type_id: "student",
  year_id: "year-2026-27",
};

interface Buyer {
  card: (typeof CARDS)[number][0];
  statuses: number[];
  ms: number;
}

class Browser {
  private readonly cookies = new Map<string, string>();
  private csrf = "";
  constructor(private readonly baseUrl: string) {}

  async call(
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    if (!this.csrf) {
      const first = await fetch(`${this.baseUrl}/v1/customer/csrf`);
      this.keep(first);
      this.csrf = String(((await first.json()) as { csrf_token: string }).csrf_token);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "content-type": "application/json",
        "x-csrf-token": this.csrf,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keep(response);
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

async function buy(baseUrl: string, i: number): Promise<Buyer> {
  const [card, number] = CARDS[i % CARDS.length] ?? CARDS[0];
  const browser = new Browser(baseUrl);
  await browser.call("/v1/cart/update_selections", STUDENT);
  await browser.call("/v1/cart/add_meal_plan", { site_id: "cedar-ridge", meal_plan: "block-100" });
  const cart = await browser.call("/v1/cart/fetch?site_id=cedar-ridge");
  const total = Number((cart.json.cart as { totals: { total: number } }).totals.total);
  const { token, brand, last4 } = await sandboxTokenizer.tokenize({
    number,
    expMonth: 12,
    expYear: 2030,
    securityCode: "123",
    firstName: "Bench",
    lastName: "Buyer",
  });
  const body = checkoutBody({ total, card_token: token, card_brand: brand, card_last4: last4 });
  const started = performance.now();
  // Every third buyer double-clicks "Pay".
  const submits = i % 3 === 0 ? 2 : 1;
  const answers = await Promise.all(
    Array.from({ length: submits }, () => browser.call("/v1/cart/create_cc_order", body)),
  );
  return { card, statuses: answers.map((a) => a.status), ms: performance.now() - started };
}

export interface MoneyFigures {
  buyers: Buyer[];
  audit: MoneyReport;
  swept: { completed: number; released: number };
}

export async function measureMoney(baseUrl: string, count = 40): Promise<MoneyFigures> {
  const buyers = await Promise.all(Array.from({ length: count }, (_, i) => buy(baseUrl, i)));
  const { reconcile } = await import("../../functions/purchase/reconcile/reconcile-service");
  const { reconcileDeps } = await import("../../functions/purchase/reconcile/handler");
  const hour = 60 * 60 * 1000;
  let completed = 0;
  let released = 0;
  for (const ahead of [hour, 2 * hour]) {
    const report = await reconcile(reconcileDeps, new Date(Date.now() + ahead));
    completed += report.completed.length;
    released += report.released.length;
  }
  return { buyers, audit: await checkMoneyInvariants(), swept: { completed, released } };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export function moneySection(figures: MoneyFigures): string[] {
  const byCard = new Map<string, Buyer[]>();
  for (const buyer of figures.buyers)
    byCard.set(buyer.card, [...(byCard.get(buyer.card) ?? []), buyer]);
  const { audit } = figures;
  return [
    "## Money integrity under a burst of buyers",
    "",
    `${figures.buyers.length} buyers at once on the preview, each filling a cart through the API`,
    "and paying with a sandbox test card (every third double-clicks), then two reconciliation",
    "sweeps far enough ahead that everything left open is due, then the whole-table audit",
    "(docs/payments.md, scripts/local/money-invariants.ts).",
    "",
    "| Card | Buyers | Answers | Checkout p50 | Checkout p95 |",
    "|---|---:|---|---:|---:|",
    ...[...byCard].map(([card, buyers]) => {
      const counts = new Map<number, number>();
      for (const status of buyers.flatMap((b) => b.statuses)) {
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
      const answers = [...counts].map(([status, n]) => `${n}× ${status}`).join(", ");
      const ms = buyers.map((b) => b.ms);
      return `| ${card} | ${buyers.length} | ${answers} | ${Math.round(percentile(ms, 50))} ms | ${Math.round(percentile(ms, 95))} ms |`;
    }),
    "",
    `Sweeps: ${figures.swept.completed} attempt(s) completed, ${figures.swept.released} released.`,
    `Audit of the whole table: ${audit.charges} charges, ${audit.orders} orders, ` +
      (audit.violations.length === 0
        ? "**no violation** (every approved charge has exactly one order of its amount, every card order its charge, no attempt open, no mail unsent)."
        : `**${audit.violations.length} violation(s)**:`),
    ...audit.violations.map((line) => `- ${line}`),
    "",
  ];
}
