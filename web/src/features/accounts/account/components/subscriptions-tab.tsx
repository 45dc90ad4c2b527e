import { SUBSCRIPTION_TEXT } from "@shared/subscriptions/messages";
import type { CustomerSubscription } from "@shared/subscriptions/routes/customer-subscriptions";
import { useState } from "react";
import { ListState } from "@/components/list-state";
import { type FormResult, ResultNotice } from "@/components/result-notice";
import { useCurrentSite } from "@/lib/current-site";
import { cancelSubscription, useCustomerSubscriptions } from "../api/subscriptions";
import { SubscriptionCard } from "./subscription-card";

/** The account's Subscriptions tab, with the texts for loading, none, cancel and failures. */
export function SubscriptionsTab() {
  const site = useCurrentSite();
  const { data, error, mutate } = useCustomerSubscriptions(site.id);
  const [result, setResult] = useState<FormResult | null>(null);

  const cancel = async (sub: CustomerSubscription): Promise<boolean> => {
    setResult(null);
    try {
      const answer = await cancelSubscription(site.id, sub.id);
      await mutate(answer, { revalidate: false });
      setResult({ text: SUBSCRIPTION_TEXT.canceled, tone: "success" });
      return true;
    } catch {
      setResult({ text: SUBSCRIPTION_TEXT.cancelFailed, tone: "danger" });
      return false;
    }
  };

  return (
    <section aria-labelledby="subscriptions-heading" className="subscriptions-tab">
      <h2 id="subscriptions-heading" className="visually-hidden">
        Subscriptions
      </h2>
      <ResultNotice result={result} onDismiss={() => setResult(null)} />
      <ListState
        data={data?.subscriptions}
        error={error}
        loading="Loading your subscriptions"
        empty={SUBSCRIPTION_TEXT.none}
        failed={SUBSCRIPTION_TEXT.loadFailed}
      >
        {(subscriptions) => (
          <ul className="subscription-list">
            {subscriptions.map((sub) => (
              <SubscriptionCard
                key={sub.id}
                subscription={sub}
                timeZone={site.time_zone}
                onCancel={cancel}
              />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
