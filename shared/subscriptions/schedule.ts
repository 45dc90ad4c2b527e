import type { Ymd } from "../platform/time/ymd";

/** A plan's own subscription_start and subscription_end (requirements: purchases §3). */
export interface SubscriptionWindow {
  subscription_start: Ymd | null;
  subscription_end: Ymd | null;
}

/** The dates cart/add_meal_plan carries (requirements: purchases §7), plus every charge date. */
export interface SubscriptionSchedule {
  billToday: boolean;
  firstBillDate: Ymd;
  lastBillDate: Ymd;
  firstPlanDate: Ymd;
  lastPlanDate: Ymd;
  billingDates: Ymd[];
}
