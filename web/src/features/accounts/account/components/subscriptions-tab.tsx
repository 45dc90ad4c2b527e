import { SUBSCRIPTION_TEXT } from "@shared/subscriptions/messages";
import type {
  CustomerSubscription,
  listCustomerSubscriptions,
} from "@shared/subscriptions/routes/customer-subscriptions";
import { useState } from "react";
import useSWR from "swr";
import { ListState } from "@/components/list-state";
import { type FormResult, ResultNotice } from "@/components/result-notice";
import { apiKey, apiRequest, type RouteOutput } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { subscriptionRoutes } from "../api/subscription-routes";
import { SubscriptionCard } from "./subscription-card";

/** The account's Subscriptions tab, with the texts for loading, none, cancel and failures. */
export function SubscriptionsTab() {
  const site = useCurrentSite();
  const key = apiKey(subscriptionRoutes.list, { site_id: site.id, public: true });
  const { data, error, mutate } = useSWR<RouteOutput<typeof listCustomerSubscriptions>>(key, {
    revalidateOnFocus: false,
  });
  const [result, setResult] = useState<FormResult | null>(null);

  const cancel = async (sub: CustomerSubscription): Promise<boolean> => {
    setResult(null);
    try {
      const answer = await apiRequest(subscriptionRoutes.cancel, {
        site_id: site.id,
        subscription_id: sub.id,
        public: true,
      });
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
