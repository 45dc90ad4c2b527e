import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import type { SubscriptionFrequency } from "../../../shared/purchase/schemas/meal-plan";
import {
  type Subscription,
  subscriptionEntity,
  subscriptionSchema,
} from "../../../shared/subscriptions/entities/subscription";
import { monthlySchedule } from "../../../shared/subscriptions/monthly";
import { weeklySchedule } from "../../../shared/subscriptions/weekly";
import { createCartItem } from "./purchases";

/**
 * A subscription as checkout records it, without going through checkout: the billing
 * calendar comes from the domain's monthly or weekly schedule as of `orderedOn`.
 */
export function createSubscription(
  input: {
    siteId: string;
    frequency: SubscriptionFrequency;
    start: string;
    end: string;
    orderedOn: string;
  } & Partial<Subscription>,
): Subscription {
  const { siteId, frequency, start, end, orderedOn, ...overrides } = input;
  const schedule =
    frequency === "monthly"
      ? monthlySchedule(orderedOn, start, end)
      : weeklySchedule(orderedOn, start, end);
  const amount = overrides.amount ?? (frequency === "monthly" ? 45_000 : 12_500);
  return subscriptionSchema.parse({
    id: `sub-${randomUUID().slice(0, 8)}`,
    site_id: siteId,
    customer_id: `cust-${randomUUID().slice(0, 8)}`,
    order_id: `order-${randomUUID().slice(0, 8)}`,
    order_created_at: `${orderedOn}T15:00:00.000Z`,
    kind: frequency === "monthly" ? "meal_plan_monthly" : "meal_plan_weekly",
    item: createCartItem({
      id: `item-${randomUUID().slice(0, 8)}`,
      name: frequency === "monthly" ? "Monthly Gold Plan" : "Weekly Block 14",
      price: amount,
      subscription: true,
      subscription_frequency: frequency,
      first_bill_date: schedule.firstBillDate,
      last_bill_date: schedule.lastBillDate,
      first_plan_date: schedule.firstPlanDate,
      last_plan_date: schedule.lastPlanDate,
    }),
    start: schedule.firstPlanDate,
    end: schedule.lastPlanDate,
    billing_days: schedule.billingDates,
    next_bill_day: schedule.billingDates[0] ?? null,
    amount,
    payment_method: "pm-approve",
    card_brand: "Visa",
    card_last4: "4242",
    ...overrides,
  });
}

/** Writes it the way checkout does: through the entity, index keys included. */
export async function putSubscription(sub: Subscription): Promise<Subscription> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: subscriptionEntity.toItem(
        { siteId: sub.site_id, customerId: sub.customer_id, subscriptionId: sub.id },
        sub,
      ),
    }),
  );
  return sub;
}

/** A monthly plan ordered on November 2, 2026 and billed from December 1 until `end`, stored. */
export const putDecemberMonthly = (
  siteId: string,
  end: string,
  extra: Partial<Subscription> = {},
) =>
  putSubscription(
    createSubscription({
      siteId,
      frequency: "monthly",
      start: "2026-12-01",
      end,
      orderedOn: "2026-11-02",
      ...extra,
    }),
  );
