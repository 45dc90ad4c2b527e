import type { MealPlan } from "@shared/purchase/schemas/meal-plan";
import { minimumMonthlyEnd } from "@shared/subscriptions/monthly";
import {
  earliestWeeklyStart,
  isWeeklyEndAllowed,
  isWeeklyStartAllowed,
  weeklyEndRange,
  weeklyLastPlanDay,
} from "@shared/subscriptions/weekly";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/button";
import { type FormResult, ResultNotice } from "@/components/result-notice";
import { SelectField } from "@/components/select-field";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { campusToday } from "@/lib/locations/campus-today";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { longDate, monthlyEndOptions, monthlyStartOptions } from "../lib/plan-choices";
import { TermsDialog } from "./terms-dialog";
import { WeekDatePicker } from "./week-date-picker";

export interface SubscriptionDates {
  start_date: string;
  end_date: string;
}

/**
 * The contract with the purchase page's Meal Plan Subscriptions tab (mounted by app/): the
 * plan, and `addToCart` which posts cart/add_meal_plan with the chosen dates (the server
 * computes the billing and plan dates from them). `terms` is the campus's subscription_terms.
 */
export interface SubscriptionPlanFormProps {
  siteId: string;
  plan: MealPlan;
  addToCart: (dates: SubscriptionDates) => Promise<unknown>;
  terms?: string;
}

/** Monthly or weekly subscription ordering: login first, then dates, then the terms. */
export function SubscriptionPlanForm({
  siteId,
  plan,
  addToCart,
  terms,
}: SubscriptionPlanFormProps) {
  const site = useCurrentSite();
  const customer = useCustomerSession(siteId);
  const today = campusToday(site.time_zone);
  const planWindow = {
    subscription_start: plan.subscription_start,
    subscription_end: plan.subscription_end,
  };
  const weekly = plan.subscription_frequency === "weekly";
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);

  const startOptions = weekly ? [] : monthlyStartOptions(today, planWindow);
  const endOptions = start && !weekly ? monthlyEndOptions(start, planWindow) : [];

  if (!customer && !site.customer_login) {
    return (
      <p className="subscription-plan-form__note">
        Subscriptions need an account, and accounts are not available on this site.
      </p>
    );
  }
  if (!customer) {
    return (
      <p className="subscription-plan-form__note">
        Subscriptions need an account: <Link to={sitePath(site.slug, "login")}>log in</Link> or{" "}
        <Link to={sitePath(site.slug, "signup")}>sign up</Link> to order this plan.
      </p>
    );
  }

  const ready = start !== null && end !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setTermsOpen(true);
  };
  const accept = async () => {
    if (!start || !end) return;
    setPending(true);
    setResult(null);
    try {
      await addToCart({ start_date: start, end_date: end });
      setTermsOpen(false);
      setResult({ text: `${plan.name} was added to your cart.`, tone: "success" });
    } catch (error) {
      setTermsOpen(false);
      setResult({
        text: error instanceof ApiError ? error.msg : "Something went wrong.",
        tone: "danger",
      });
    } finally {
      setPending(false);
    }
  };

  const earliestWeek = earliestWeeklyStart(today);
  const endRange = start ? weeklyEndRange(start, planWindow) : null;
  return (
    <form
      className="subscription-plan-form"
      onSubmit={submit}
      aria-label={`Subscribe to ${plan.name}`}
    >
      {weekly ? (
        <>
          <WeekDatePicker
            label="Start date"
            value={start}
            onChange={(date) => {
              setStart(date);
              setEnd(null);
            }}
            min={earliestWeek}
            max={plan.subscription_end ?? "2099-12-31"}
            isAllowed={(date) => isWeeklyStartAllowed(date, today, planWindow)}
            description="Plans start on a Monday."
          />
          {start && endRange ? (
            <WeekDatePicker
              label="End date"
              value={end}
              onChange={setEnd}
              min={endRange.min}
              max={endRange.max}
              isAllowed={(date) => isWeeklyEndAllowed(start, date, planWindow)}
              description={
                end
                  ? `The last day of your plan is ${longDate(weeklyLastPlanDay(end))}.`
                  : "Choose a Monday, a whole number of weeks after the start."
              }
            />
          ) : null}
        </>
      ) : (
        <>
          <SelectField
            label="Start"
            placeholder="Select one"
            options={startOptions}
            value={start}
            onChange={(id) => {
              setStart(id);
              setEnd(minimumMonthlyEnd(id));
            }}
          />
          {start ? (
            <SelectField
              label="End"
              placeholder="Select one"
              options={endOptions}
              value={end}
              onChange={setEnd}
            />
          ) : null}
        </>
      )}
      <Button type="submit" variant="primary" isDisabled={!ready}>
        Add to cart
      </Button>
      <ResultNotice result={result} onDismiss={() => setResult(null)} />
      <TermsDialog
        siteId={siteId}
        terms={terms}
        isOpen={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => void accept()}
        isPending={pending}
      />
    </form>
  );
}
