import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../../functions/platform/site-store";
import { conditionalWrite } from "../../../functions/platform/table";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { addDays, addMonths, dayOfWeek, firstOfMonth } from "../../../shared/platform/time/ymd";
import { encodeSandboxToken } from "../../../shared/purchase/payments/sandbox";
import { cartItemSchema } from "../../../shared/purchase/schemas/cart";
import {
  type Subscription,
  subscriptionEntity,
} from "../../../shared/subscriptions/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../../shared/subscriptions/entities/subscription-payment";
import { type DemoCustomer, ensureDemoCustomers } from "./demo-customers";

// The subscriptions screen's demo (docs/operations/subscriptions.md): Cedar Ridge customers with
// an active monthly plan, an active coffee subscription, two past-due weekly plans (one whose
// card now goes through on a retry, one that keeps declining), a canceled plan and an ended one.
// Dates are relative to `now` on the first run; fixed ids make a second run write nothing.

/** Saved sandbox cards (docs/payments.md "Test cards"): no real card anywhere. */
const card = (outcome: "approved" | "declined", last4: string) =>
  encodeSandboxToken({ outcome, brand: "Visa", last4 }, `demosub${last4}card`, "sbxpm");

const CUSTOMERS: DemoCustomer[] = [
  ["1", "Maya", "Chen", "maya.chen", "CR-204518"],
  ["2", "Diego", "Ramirez", "diego.ramirez", "CR-198802"],
  ["3", "Priya", "Natarajan", "priya.natarajan", "CR-210377"],
  ["4", "Samuel", "Osei", "samuel.osei", "CR-187640"],
  ["5", "Hannah", "Kowalski", "hannah.kowalski", "CR-215093"],
].map(([n, first, last, mailbox, studentId]) => ({
  id: `demo-sub-customer-${n}`,
  first: first as string,
  last: last as string,
  email: `${mailbox}@students.cedarridge.example.edu`,
  studentId: studentId as string,
}));

/** The Monday on or before `day`. */
const mondayOf = (day: string) => addDays(day, -((dayOfWeek(day) + 6) % 7));

const weeks = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, 7 * i));

const months = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonths(from, i));

interface DemoPlan {
  sub: Subscription;
  payments: SubscriptionPayment[];
}

function plan(
  siteId: string,
  input: Pick<Subscription, "id" | "customer_id" | "kind" | "start" | "end" | "billing_days"> &
    Partial<Subscription> & { name: string; amount: number; orderedAt: string },
): Subscription {
  const { name, amount, orderedAt, ...rest } = input;
  const frequency = input.kind === "meal_plan_weekly" ? "weekly" : "monthly";
  const email = CUSTOMERS.find((c) => c.id === input.customer_id)?.email ?? null;
  return {
    site_id: siteId,
    order_id: `demo-sub-order-${input.id.replace("demo-sub-", "")}`,
    order_created_at: orderedAt,
    item: cartItemSchema.parse({
      id: `${input.id}-item`,
      type: input.kind === "coffee" ? "Coffee subscription" : "Meal plan",
      name,
      price: amount,
      subscription: true,
      subscription_frequency: frequency,
      first_bill_date: input.billing_days[0] ?? null,
      last_bill_date: input.billing_days.at(-1) ?? null,
      first_plan_date: input.start,
      last_plan_date: input.end,
    }),
    next_bill_day: null,
    amount,
    payment_method: card("approved", "4242"),
    card_brand: "Visa",
    card_last4: "4242",
    canceled: false,
    canceled_at: null,
    status: "active",
    failed_attempts: 0,
    email,
    ...rest,
  };
}

const paid = (sub: Subscription, period: string, at: string): SubscriptionPayment => ({
  subscription_id: sub.id,
  period,
  amt: sub.amount,
  created_at: at,
  result: "Approved",
  attempts: 1,
  attempt_day: period,
  transaction_id: `demo-txn-${sub.id}-${period}`,
});

const noon = (day: string) => `${day}T19:00:00.000Z`;

/** Each of `days` paid at noon on its day. */
const paidOn = (sub: Subscription, days: string[]) => days.map((day) => paid(sub, day, noon(day)));

function demoPlans(siteId: string, today: string): DemoPlan[] {
  const thisMonth = firstOfMonth(today);
  const thisMonday = mondayOf(today);
  const plans: DemoPlan[] = [];

  // Active monthly plan: paid last month and this month, next billed on the 1st.
  {
    const days = months(addMonths(thisMonth, -1), 5);
    const sub = plan(siteId, {
      id: "demo-sub-active",
      customer_id: "demo-sub-customer-1",
      kind: "meal_plan_monthly",
      name: "Monthly Gold Plan",
      amount: 45_000,
      orderedAt: noon(addDays(addMonths(thisMonth, -1), -12)),
      start: days[0] as string,
      end: addDays(addMonths(thisMonth, 4), -1),
      billing_days: days,
      next_bill_day: days[2] ?? null,
    });
    plans.push({ sub, payments: paidOn(sub, days.slice(0, 2)) });
  }

  // Active coffee, billed to a campus account (Student ID): nothing goes through the gateway.
  {
    const first = addDays(today, -20);
    const days = months(first, 3);
    const sub = plan(siteId, {
      id: "demo-sub-coffee",
      customer_id: "demo-sub-customer-5",
      kind: "coffee",
      name: "Coffee Club — 3 months",
      amount: 2_500,
      orderedAt: noon(first),
      start: first,
      end: addDays(addMonths(first, 3), -1),
      billing_days: days,
      next_bill_day: days[1] ?? null,
      payment_method: null,
      card_brand: null,
      card_last4: null,
    });
    plans.push({ sub, payments: [paid(sub, first, noon(first))] });
  }

  // Past due: this week's charge was declined three times. The card now goes through, so the
  // console's retry pays it and billing resumes.
  // A second past-due plan whose card keeps declining: a retry stays past due.
  for (const [id, customer, last4, outcome] of [
    ["demo-sub-past-due", "demo-sub-customer-2", "4000", "approved"],
    ["demo-sub-declining", "demo-sub-customer-3", "0002", "declined"],
  ] as const) {
    const days = weeks(addDays(thisMonday, -21), 8);
    const due = thisMonday < addDays(today, -2) ? thisMonday : addDays(thisMonday, -7);
    const sub = plan(siteId, {
      id,
      customer_id: customer,
      kind: "meal_plan_weekly",
      name: "Weekly Block 14",
      amount: 12_500,
      orderedAt: noon(addDays(days[0] as string, -9)),
      start: days[0] as string,
      end: addDays(days.at(-1) as string, 6),
      billing_days: days,
      next_bill_day: due,
      status: "past_due",
      failed_attempts: 3,
      payment_method: card(outcome, last4),
      card_last4: last4,
    });
    const earlier = days.filter((day) => day < due);
    plans.push({
      sub,
      payments: [
        ...paidOn(sub, earlier),
        {
          subscription_id: sub.id,
          period: due,
          amt: sub.amount,
          created_at: noon(due),
          result: "Declined",
          attempts: 3,
          attempt_day: addDays(due, 2),
          transaction_id: `demo-txn-${sub.id}-${due}-3`,
        },
      ],
    });
  }

  // Canceled by its customer a week ago.
  {
    const days = months(addMonths(thisMonth, -2), 6);
    const sub = plan(siteId, {
      id: "demo-sub-canceled",
      customer_id: "demo-sub-customer-4",
      kind: "meal_plan_monthly",
      name: "Monthly Silver Plan",
      amount: 32_500,
      orderedAt: noon(addDays(days[0] as string, -15)),
      start: days[0] as string,
      end: addDays(addMonths(thisMonth, 4), -1),
      billing_days: days,
      next_bill_day: days[3] ?? null,
      canceled: true,
      canceled_at: noon(addDays(today, -7)),
      status: "canceled",
    });
    plans.push({ sub, payments: paidOn(sub, days.slice(0, 3)) });
  }

  // Ended: a summer weekly plan, every week paid.
  {
    const days = weeks(addDays(thisMonday, -70), 8);
    const sub = plan(siteId, {
      id: "demo-sub-ended",
      customer_id: "demo-sub-customer-1",
      kind: "meal_plan_weekly",
      name: "Weekly Block 10",
      amount: 9_800,
      orderedAt: noon(addDays(days[0] as string, -6)),
      start: days[0] as string,
      end: addDays(days.at(-1) as string, 6),
      billing_days: days,
      next_bill_day: null,
    });
    plans.push({ sub, payments: paidOn(sub, days) });
  }
  return plans;
}

const putNew = (item: Record<string, unknown>) => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(pk)" },
});

/** Writes the demo customers and subscriptions of `siteId` unless they are already there. */
export async function seedSubscriptionsDemo(siteId: string, now: Date): Promise<void> {
  await ensureDemoCustomers(siteId, CUSTOMERS, "(541) 555-0142", now);
  const site = (await dynamoSiteStore.getById(siteId))?.site;
  const today = campusDate(now, site?.time_zone ?? "America/Los_Angeles");
  for (const { sub, payments } of demoPlans(siteId, today)) {
    const key = { siteId, customerId: sub.customer_id, subscriptionId: sub.id };
    // A plan and its payments together or not at all: a second run (on a later day, with other
    // dates) finds the plan and adds nothing to it.
    await conditionalWrite(
      documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            putNew(subscriptionEntity.toItem(key, sub)),
            ...payments.map((payment) =>
              putNew(subscriptionPaymentEntity.toItem({ ...key, period: payment.period }, payment)),
            ),
          ],
        }),
      ),
    );
  }
}
