import type { CalendarDate } from "../purchase/schemas/school-term";

/** A plan's own subscription_start and subscription_end (requirements: purchases §3). */
export interface SubscriptionWindow {
  subscription_start: CalendarDate | null;
  subscription_end: CalendarDate | null;
}

/** The dates cart/add_meal_plan carries (requirements: purchases §7), plus every charge date. */
export interface SubscriptionSchedule {
  billToday: boolean;
  firstBillDate: CalendarDate;
  lastBillDate: CalendarDate;
  firstPlanDate: CalendarDate;
  lastPlanDate: CalendarDate;
  billingDates: CalendarDate[];
}
