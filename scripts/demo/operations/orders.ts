import { PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../../functions/platform/site-store";
import { conditionalWrite } from "../../../functions/platform/table";
import { lineCharged } from "../../../shared/operations/order-refunds";
import {
  MAIL_INTENT_TTL_SECONDS,
  mailIntentEntity,
} from "../../../shared/platform/entities/mail-intent";
import { orderConfirmationMail } from "../../../shared/purchase/checkout/order-mail";
import {
  decliningBalanceBonus,
  decliningBalanceDiscount,
} from "../../../shared/purchase/declining-balance";
import {
  gatewayChargeEntity,
  gatewayRefundEntity,
} from "../../../shared/purchase/entities/gateway-charge";
import { type Order, orderEntity } from "../../../shared/purchase/entities/order";
import { orderNumberEntity } from "../../../shared/purchase/entities/order-number";
import {
  type OrderRefund,
  orderRefundEntity,
} from "../../../shared/purchase/entities/order-refund";
import {
  type CartItem,
  type CartItemInput,
  cartItemSchema,
} from "../../../shared/purchase/schemas/cart";
import type { PaymentType } from "../../../shared/purchase/schemas/meal-plan";
import { salesTax } from "../../../shared/purchase/tax";
import { decliningBalanceSettingsSchema } from "../../../shared/visitor-forms/schemas/order-form-settings";

// The orders screen's demo (docs/operations/orders.md): 25 Cedar Ridge orders over the last
// three weeks with the campus's real plans and prices (scripts/demo/cedar-ridge/campus.json):
// meal plans, dining dollars, a custom plan, subscriptions; card, Student ID and payroll; some
// credited to the card system, one card order refunded, one partly, one payroll charge
// reversed, one Student ID order still held for confirmation. Fixed ids: a second run writes
// nothing (each order is put only if absent), and refunds the console made stay as they are.

const TAX_RATE = 9.25;
const DINING_DOLLARS = decliningBalanceSettingsSchema.parse({
  id: "dining-dollars",
  name: "Dining Dollars",
  is_grad_discount: true,
  grad_discount_interval: 10_000,
  grad_discount: 1,
  max_grad_discount: 5,
  minimum_purchase: 2_500,
  is_grad_bonus: true,
  grad_bonus_interval: 25_000,
  grad_bonus: 1_000,
  max_grad_bonus: 5_000,
});

interface Plan {
  id: string;
  name: string;
  desc: string;
  price: number;
  apply_tax: boolean;
  subscription?: "monthly" | "weekly";
}

const PLANS: Record<string, Plan> = {
  unlimited: {
    id: "unlimited",
    name: "Unlimited",
    desc: "Unlimited swipes at Cedar Commons plus $300 dining dollars.",
    price: 289_500,
    apply_tax: true,
  },
  "block-150": {
    id: "block-150",
    name: "Block 150",
    desc: "150 swipes and $500 dining dollars per term.",
    price: 249_900,
    apply_tax: true,
  },
  "block-100": {
    id: "block-100",
    name: "Block 100",
    desc: "100 swipes and $350 dining dollars per term.",
    price: 179_900,
    apply_tax: true,
  },
  "flex-50": {
    id: "flex-50",
    name: "Flex 50",
    desc: "50 swipes and $200 dining dollars for commuters.",
    price: 84_900,
    apply_tax: false,
  },
  "monthly-club": {
    id: "monthly-club",
    name: "Monthly Meal Club",
    desc: "20 meals a month, billed monthly.",
    price: 24_900,
    apply_tax: false,
    subscription: "monthly",
  },
  "weekly-ten": {
    id: "weekly-ten",
    name: "Weekly 10-Meal Plan",
    desc: "10 meals a week, billed weekly.",
    price: 11_900,
    apply_tax: false,
    subscription: "weekly",
  },
};

type Line =
  | { plan: keyof typeof PLANS; promo?: "WELCOME10" }
  | { dollars: number }
  | { custom: "25+250" }
  | { coffee: true };

/** Who bought: student, parent (for a student) or faculty/staff (their meal plans are taxed). */
type Who = "student" | "parent" | "faculty";

interface DemoOrder {
  n: number;
  daysAgo: number;
  /** Campus-ish hour (UTC hour; Cedar Ridge is UTC-7/-8). */
  hourUtc: number;
  who: Who;
  first: string;
  last: string;
  studentId: string;
  /** For a parent: the student's name. */
  student?: [string, string];
  pay: PaymentType;
  lines: Line[];
  card?: [string, string];
  fulfilledDaysAgo?: number;
  /** A console action already taken on it. */
  after?: "refunded" | "partly_refunded" | "reversed" | "held";
}

const STAFF = { id: "demo-staff-card-office", email: "cardoffice@cedar-ridge.example.edu" };

const ORDERS: DemoOrder[] = [
  {
    n: 1,
    daysAgo: 20,
    hourUtc: 17,
    who: "student",
    first: "Maya",
    last: "Chen",
    studentId: "CR2045183",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ plan: "block-150" }, { dollars: 25_000 }],
    fulfilledDaysAgo: 19,
  },
  {
    n: 2,
    daysAgo: 20,
    hourUtc: 22,
    who: "parent",
    first: "Laura",
    last: "Ramirez",
    studentId: "CR1988027",
    student: ["Diego", "Ramirez"],
    pay: "Credit card",
    card: ["MasterCard", "5454"],
    lines: [{ plan: "unlimited" }],
    fulfilledDaysAgo: 19,
  },
  {
    n: 3,
    daysAgo: 19,
    hourUtc: 16,
    who: "student",
    first: "Priya",
    last: "Natarajan",
    studentId: "CR2103771",
    pay: "Student ID",
    lines: [{ plan: "block-100" }],
    fulfilledDaysAgo: 18,
  },
  {
    n: 4,
    daysAgo: 18,
    hourUtc: 19,
    who: "faculty",
    first: "Alan",
    last: "Nguyen",
    studentId: "CR0310552",
    pay: "Payroll deduction",
    lines: [{ plan: "flex-50" }],
    fulfilledDaysAgo: 17,
  },
  {
    n: 5,
    daysAgo: 17,
    hourUtc: 18,
    who: "student",
    first: "Samuel",
    last: "Osei",
    studentId: "CR1876404",
    pay: "Credit card",
    card: ["Visa", "1881"],
    lines: [{ dollars: 50_000 }],
    after: "refunded",
  },
  {
    n: 6,
    daysAgo: 16,
    hourUtc: 20,
    who: "student",
    first: "Hannah",
    last: "Kowalski",
    studentId: "CR2150938",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ plan: "monthly-club" }],
  },
  {
    n: 7,
    daysAgo: 15,
    hourUtc: 17,
    who: "faculty",
    first: "Jordan",
    last: "Smith",
    studentId: "CR0298841",
    pay: "Credit card",
    card: ["American Express", "0005"],
    lines: [{ coffee: true }],
  },
  {
    n: 8,
    daysAgo: 14,
    hourUtc: 21,
    who: "student",
    first: "Tomás",
    last: "Herrera",
    studentId: "CR2077310",
    pay: "Student ID",
    lines: [{ custom: "25+250" }],
    fulfilledDaysAgo: 13,
  },
  {
    n: 9,
    daysAgo: 14,
    hourUtc: 23,
    who: "faculty",
    first: "Grace",
    last: "Okafor",
    studentId: "CR0322187",
    pay: "Payroll deduction",
    lines: [{ plan: "block-100" }],
    after: "reversed",
  },
  {
    n: 10,
    daysAgo: 13,
    hourUtc: 16,
    who: "student",
    first: "Ethan",
    last: "Brooks",
    studentId: "CR2119045",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ plan: "block-150", promo: "WELCOME10" }, { dollars: 10_000 }],
    after: "partly_refunded",
  },
  {
    n: 11,
    daysAgo: 12,
    hourUtc: 18,
    who: "student",
    first: "Olivia",
    last: "Park",
    studentId: "CR2160072",
    pay: "Student ID",
    lines: [{ plan: "unlimited" }],
    fulfilledDaysAgo: 11,
  },
  {
    n: 12,
    daysAgo: 12,
    hourUtc: 20,
    who: "parent",
    first: "Mark",
    last: "Whitfield",
    studentId: "CR2098816",
    student: ["Lily", "Whitfield"],
    pay: "Credit card",
    card: ["Discover", "1117"],
    lines: [{ plan: "block-150" }, { dollars: 30_000 }],
  },
  {
    n: 13,
    daysAgo: 11,
    hourUtc: 17,
    who: "student",
    first: "Noah",
    last: "Castillo",
    studentId: "CR2133459",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ plan: "weekly-ten" }],
  },
  {
    n: 14,
    daysAgo: 10,
    hourUtc: 19,
    who: "faculty",
    first: "Rebecca",
    last: "Lindqvist",
    studentId: "CR0287703",
    pay: "Payroll deduction",
    lines: [{ dollars: 20_000 }],
    fulfilledDaysAgo: 9,
  },
  {
    n: 15,
    daysAgo: 9,
    hourUtc: 16,
    who: "student",
    first: "Aiden",
    last: "Murphy",
    studentId: "CR2171264",
    pay: "Student ID",
    lines: [{ plan: "flex-50" }, { dollars: 5_000 }],
  },
  {
    n: 16,
    daysAgo: 8,
    hourUtc: 22,
    who: "student",
    first: "Sofia",
    last: "Rossi",
    studentId: "CR2088135",
    pay: "Credit card",
    card: ["MasterCard", "4444"],
    lines: [{ custom: "25+250" }],
    fulfilledDaysAgo: 7,
  },
  {
    n: 17,
    daysAgo: 7,
    hourUtc: 18,
    who: "student",
    first: "Liam",
    last: "Fischer",
    studentId: "CR2145790",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ dollars: 75_000 }],
  },
  {
    n: 18,
    daysAgo: 6,
    hourUtc: 17,
    who: "parent",
    first: "Angela",
    last: "Brooks",
    studentId: "CR2190358",
    student: ["Zoe", "Brooks"],
    pay: "Credit card",
    card: ["Visa", "0077"],
    lines: [{ plan: "block-100" }],
  },
  {
    n: 19,
    daysAgo: 5,
    hourUtc: 20,
    who: "student",
    first: "Ibrahim",
    last: "Haddad",
    studentId: "CR2102264",
    pay: "Student ID",
    lines: [{ plan: "block-150" }],
  },
  {
    n: 20,
    daysAgo: 4,
    hourUtc: 16,
    who: "faculty",
    first: "Carmen",
    last: "Diaz",
    studentId: "CR0301196",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ plan: "flex-50" }, { coffee: true }],
  },
  {
    n: 21,
    daysAgo: 3,
    hourUtc: 19,
    who: "student",
    first: "Ben",
    last: "Adler",
    studentId: "CR2157731",
    pay: "Credit card",
    card: ["MasterCard", "5454"],
    lines: [{ dollars: 15_000 }],
  },
  {
    n: 22,
    daysAgo: 2,
    hourUtc: 18,
    who: "student",
    first: "Chloe",
    last: "Martin",
    studentId: "CR2124487",
    pay: "Student ID",
    lines: [{ dollars: 25_000 }],
  },
  {
    n: 23,
    daysAgo: 1,
    hourUtc: 21,
    who: "student",
    first: "Kenji",
    last: "Watanabe",
    studentId: "CR2180023",
    pay: "Credit card",
    card: ["Visa", "4242"],
    lines: [{ plan: "unlimited" }, { dollars: 50_000 }],
  },
  {
    n: 24,
    daysAgo: 1,
    hourUtc: 23,
    who: "faculty",
    first: "Helen",
    last: "Park",
    studentId: "CR0276650",
    pay: "Payroll deduction",
    lines: [{ plan: "block-100" }],
  },
  {
    n: 25,
    daysAgo: 0,
    hourUtc: 17,
    who: "student",
    first: "Marcus",
    last: "Bell",
    studentId: "CR2166618",
    pay: "Student ID",
    lines: [{ plan: "block-150" }],
    after: "held",
  },
];

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Eight characters of the checkout's alphabet (no 0, 1, I, O), fixed per demo order. */
function orderNo(n: number): string {
  let x = (n * 2_654_435_761) % 2 ** 32;
  let no = "";
  for (let i = 0; i < 8; i += 1) {
    no += ALPHABET[x % 32];
    x = Math.floor(x / 32) + (i + 1) * 7919 * n;
  }
  return no;
}

export const demoOrderId = (n: number) => `demo-order-${String(n).padStart(2, "0")}`;

function lineOf(id: string, line: Line, who: Who): CartItem {
  const item = (input: Omit<CartItemInput, "id">) => cartItemSchema.parse({ ...input, id });
  if ("plan" in line) {
    const plan = PLANS[line.plan] as Plan;
    const discount = line.promo ? Math.floor(plan.price / 10) : 0;
    const taxed = plan.apply_tax && who === "faculty";
    return item({
      type: "Meal plan",
      name: plan.name,
      desc: plan.desc,
      price: plan.price,
      discount,
      tax: taxed ? salesTax(plan.price - discount, TAX_RATE) : 0,
      meal_plan_id: plan.id,
      apply_tax: plan.apply_tax,
      ...(line.promo
        ? { promo_code: line.promo, promo_type: "discount", promo_adj: "percent", promo_value: 10 }
        : {}),
      ...(line.promo ? { promo_price: plan.price - discount } : {}),
      subscription: plan.subscription !== undefined,
      subscription_frequency: plan.subscription ?? null,
    });
  }
  if ("dollars" in line) {
    return item({
      type: "Declining balance",
      name: DINING_DOLLARS.name,
      price: line.dollars,
      discount: decliningBalanceDiscount(line.dollars, DINING_DOLLARS),
      bonus: decliningBalanceBonus(line.dollars, DINING_DOLLARS),
      db_id: DINING_DOLLARS.id,
    });
  }
  if ("custom" in line) {
    const price = 32_500 + 23_750;
    return item({
      type: "Create your plan",
      name: "Create your plan: 25 swipes + $250 dining dollars",
      price,
      tax: salesTax(price, TAX_RATE),
      swipe_id: "swipes-25",
      db_id: "db-250",
      swipeValue: 25,
      swipePrice: 32_500,
      dbValue: 25_000,
      dbPrice: 23_750,
      dbDiscount: 5,
    });
  }
  return item({
    type: "Coffee subscription",
    name: "Coffee subscription",
    desc: "A bag of Cedar Roast each month.",
    price: 4_500,
    months: 3,
  });
}

function orderOf(siteId: string, demo: DemoOrder, now: Date): Order {
  const day = new Date(now.getTime() - demo.daysAgo * 86_400_000);
  day.setUTCHours(demo.hourUtc, 7 * demo.n, 0, 0);
  // Today's order stays in the past even early in the morning.
  const created = day.getTime() > now.getTime() ? new Date(now.getTime() - 600_000) : day;
  const items = demo.lines.map((line, i) =>
    lineOf(`${demoOrderId(demo.n)}-line-${i + 1}`, line, demo.who),
  );
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  const discount = items.reduce((sum, item) => sum + item.discount, 0);
  const tax = items.reduce((sum, item) => sum + item.tax, 0);
  const card = demo.pay === "Credit card";
  const mailbox = `${demo.first}.${demo.last}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z.]/g, "");
  const held = demo.after === "held";
  return {
    id: demoOrderId(demo.n),
    no: orderNo(demo.n),
    site_id: siteId,
    customer_id: null,
    cart_id: `demo-cart-${demo.n}`,
    created_at: created.toISOString(),
    items,
    subtotal,
    tax,
    discount,
    total: items.reduce((sum, item) => sum + lineCharged(item), 0),
    payment_type: demo.pay,
    card_brand: card ? (demo.card?.[0] ?? "Visa") : null,
    card_last4: card ? (demo.card?.[1] ?? "4242") : null,
    transaction_id: card ? `sbx_txn_demo_order_${demo.n}` : null,
    email: `${mailbox}@${demo.who === "parent" ? "example.com" : "cedarridge.example.edu"}`,
    buyer: {
      first_name: demo.first,
      last_name: demo.last,
      student_id: demo.studentId,
      address: "1200 University Ave.",
      city: "Cedar Ridge",
      state: "Oregon",
      zip: "97330",
      phone: "(541) 555-0142",
      is_parent: demo.who === "parent",
      customer_type_id: demo.who === "faculty" ? "faculty-staff" : demo.who,
      student: demo.student
        ? { first_name: demo.student[0], last_name: demo.student[1], email: "" }
        : null,
      billing_address: null,
    },
    state: held ? "awaiting_confirmation" : "placed",
    confirm_by: held ? new Date(now.getTime() + 46 * 3_600_000).toISOString() : null,
    confirmed_at: null,
  };
}

/** The console refund already made on a demo order (as the refund route records one). */
function refundOf(siteId: string, order: Order, demo: DemoOrder, now: Date): OrderRefund | null {
  if (demo.after !== "refunded" && demo.after !== "partly_refunded" && demo.after !== "reversed") {
    return null;
  }
  const at = new Date(Date.parse(order.created_at) + 2 * 86_400_000);
  const created = (at > now ? now : at).toISOString();
  const lines =
    demo.after === "partly_refunded"
      ? order.items.slice(1).map((item) => ({ line_id: item.id, amount_cents: lineCharged(item) }))
      : order.items.map((item) => ({ line_id: item.id, amount_cents: lineCharged(item) }));
  const id = `demo-refund-${demo.n}`;
  const reversal = demo.after === "reversed";
  return {
    id,
    order_id: order.id,
    site_id: siteId,
    kind: reversal ? "reversal" : "refund",
    state: "succeeded",
    amount_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    lines,
    reason: reversal
      ? "Left the university before the term started."
      : demo.after === "refunded"
        ? "Bought twice by mistake."
        : "Dining dollars added to the wrong account.",
    request_id: null,
    idempotency_key: `order-refund:${order.id}:${id}`,
    staff_id: STAFF.id,
    staff_email: STAFF.email,
    created_at: created,
    finished_at: created,
    gateway_refund_id: reversal ? null : `sbx_re_demo_${demo.n}`,
    failure: null,
  };
}

async function seedOne(siteId: string, siteName: string, demo: DemoOrder, now: Date) {
  const order = orderOf(siteId, demo, now);
  const refund = refundOf(siteId, order, demo, now);
  const refunded = refund ? { ...order, refunded_cents: refund.amount_cents } : order;
  const fulfilledAt =
    demo.fulfilledDaysAgo === undefined
      ? null
      : new Date(
          Date.parse(order.created_at) + (demo.daysAgo - demo.fulfilledDaysAgo) * 86_400_000,
        );
  const extra: Record<string, unknown> = {
    ...(refund ? { refund_version: 1 } : {}),
    ...(fulfilledAt
      ? {
          fulfilled_at: fulfilledAt.toISOString(),
          fulfilment: {
            staff_id: STAFF.id,
            staff_email: STAFF.email,
            note: "Credited in the card system.",
          },
        }
      : {}),
  };
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"]> =
    [
      {
        Put: {
          TableName: tableName(),
          Item: orderEntity.toItem({ siteId, orderId: order.id }, refunded, extra),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: orderNumberEntity.toItem({ siteId, no: order.no }, { order_id: order.id }),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    ];
  if (order.transaction_id) {
    // The sandbox's record of the checkout's charge (key: the order id, as the checkout charges).
    items.push({
      Put: {
        TableName: tableName(),
        Item: gatewayChargeEntity.toItem(
          { siteId, idempotencyKey: order.id },
          {
            idempotency_key: order.id,
            kind: "token",
            amount_cents: order.total,
            result_code: 0,
            result: "Approved",
            transaction_id: order.transaction_id,
            brand: order.card_brand ?? "Visa",
            last4: order.card_last4 ?? "4242",
            payment_method: null,
            created_at: order.created_at,
          },
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    });
  }
  if (refund?.kind === "refund" && order.transaction_id) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: gatewayRefundEntity.toItem(
          { siteId, idempotencyKey: refund.idempotency_key },
          {
            idempotency_key: refund.idempotency_key,
            transaction_id: order.transaction_id,
            amount_cents: refund.amount_cents,
            refund_id: refund.gateway_refund_id ?? `sbx_re_demo_${demo.n}`,
            created_at: refund.created_at,
          },
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    });
  }
  if (refund) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: orderRefundEntity.toItem({ siteId, orderId: order.id, refundId: refund.id }, refund),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    });
  }
  const fresh = await conditionalWrite(
    documentClient().send(new TransactWriteCommand({ TransactItems: items })),
  );
  if (!fresh || demo.after === "held") return;
  // The confirmation as the checkout mailed it: intents are kept a week after sending, so only
  // the last week's orders show theirs (as in production).
  const sentAt = new Date(Date.parse(order.created_at) + 30_000);
  if (now.getTime() - sentAt.getTime() > MAIL_INTENT_TTL_SECONDS * 1000) return;
  const mail = orderConfirmationMail(order, siteName, null);
  await conditionalWrite(
    documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: mailIntentEntity.toItem(
          { siteId, kind: "order_confirmation", ref: order.id },
          {
            site_id: siteId,
            kind: "order_confirmation",
            ref: order.id,
            to: [order.email],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            state: "sent",
            attempts: 1,
            created_at: order.created_at,
            sent_at: sentAt.toISOString(),
            expires_at: Math.floor(sentAt.getTime() / 1000) + MAIL_INTENT_TTL_SECONDS,
          },
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    ),
  );
}

/** Writes the demo orders of `siteId` (Cedar Ridge) relative to `now`; safe to run again. */
export async function seedOrdersDemo(siteId: string, now: Date): Promise<void> {
  const site = await dynamoSiteStore.getById(siteId);
  const name = site?.site.name ?? "Cedar Ridge University";
  for (const demo of ORDERS) await seedOne(siteId, name, demo, now);
}
