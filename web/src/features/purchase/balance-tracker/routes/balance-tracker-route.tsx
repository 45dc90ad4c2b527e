import { campusDate } from "@shared/platform/time/campus-clock";
import { formatShortDate } from "@shared/platform/time/format";
import {
  type BalanceMessageKind,
  balanceMessageKinds,
  balanceTrackerAmount,
  balanceVerdict,
  currentTerm,
  daysRemaining,
} from "@shared/purchase/balance-tracker";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { FailedState, LoadingState, SOMETHING_WENT_WRONG } from "@/components/load-state";
import { TextField } from "@/components/text-field";
import { SafeHtml } from "@/lib/content/safe-html";
import { SectionBody } from "@/lib/content/section-body";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useOrderForm } from "../api/order-form";
import { CountUp } from "../components/count-up";

const dollars = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

/** What the visitor typed as left on the plan, in cents or swipes; null when blank or not a number. */
function parseLeft(text: string, inDollars: boolean): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return inDollars ? Math.round(value * 100) : Math.floor(value);
}

/** requirements: public-browsing §2 and §4 Balance tracker. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useOrderForm(site.id);
  const [planId, setPlanId] = useState("");
  const [leftText, setLeftText] = useState("");
  const today = campusDate(Date.now(), site.time_zone);
  if (error)
    return (
      <SectionPage slug={section}>
        <FailedState>{SOMETHING_WENT_WRONG}</FailedState>
      </SectionPage>
    );
  if (!data)
    return (
      <SectionPage slug={section}>
        <LoadingState>Loading content</LoadingState>
      </SectionPage>
    );
  const { settings } = data;
  const term = currentTerm(data.school_terms, today);
  const plan = data.meal_plans.find(({ id }) => id === planId);
  // The too-low / too-high messages compare what the visitor says is left with the plan's
  // pace; without that number neither applies (docs/decisions/public-site.md).
  const byDollars = Boolean(settings.balance_tracker_dollars && plan?.declining_balance);
  const bySwipes = !byDollars && Boolean(settings.balance_tracker_swipes && plan?.swipes);
  const planAmount = (byDollars ? plan?.declining_balance : plan?.swipes) ?? 0;
  const left = parseLeft(leftText, byDollars);
  const verdict =
    plan && term && (byDollars || bySwipes) && left !== null
      ? balanceVerdict(planAmount, balanceTrackerAmount(planAmount, term, today), left)
      : null;
  const messages: Record<BalanceMessageKind, string> = {
    low: settings.balance_tracker_msg_bal_low,
    high: settings.balance_tracker_msg_bal_high,
    budget: settings.balance_tracker_msg_budget,
  };
  return (
    <SectionPage slug={section}>
      <SectionBody slug={section} />
      <p>Today is {formatShortDate(today)}</p>
      {term ? (
        <p>
          {daysRemaining(term, today)} days left in {settings.school_term_label || "the term"}{" "}
          {term.name}
        </p>
      ) : null}
      <div className="form-field">
        <label htmlFor="balance-plan">Choose your meal plan</label>
        <select
          id="balance-plan"
          className="input"
          value={planId}
          onChange={(event) => setPlanId(event.target.value)}
        >
          <option value="">Select a meal plan</option>
          {data.meal_plans.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {plan && term ? (
        <div className="counters">
          {settings.balance_tracker_dollars ? (
            <CountUp
              label="Dollars"
              target={balanceTrackerAmount(plan.declining_balance, term, today)}
              delayMs={1000}
              runKey={plan.id}
              format={dollars}
            />
          ) : null}
          {settings.balance_tracker_swipes ? (
            <CountUp
              label="Swipes"
              target={balanceTrackerAmount(plan.swipes, term, today)}
              delayMs={1500}
              runKey={plan.id}
              format={String}
            />
          ) : null}
        </div>
      ) : null}
      {plan && term && (byDollars || bySwipes) ? (
        <TextField
          label={byDollars ? "Dollars left on your plan" : "Swipes left on your plan"}
          description="Compare with where your plan should be today."
          inputMode={byDollars ? "decimal" : "numeric"}
          value={leftText}
          onChange={setLeftText}
          className="balance-left"
        />
      ) : null}
      {plan ? (
        <div className="balance-messages" aria-live="polite">
          {balanceMessageKinds(verdict)
            .filter((kind) => messages[kind])
            .map((kind) => (
              <SafeHtml
                key={kind}
                html={messages[kind]}
                siteId={site.id}
                className={`content-card balance-message--${kind}`}
              />
            ))}
        </div>
      ) : null}
    </SectionPage>
  );
}
