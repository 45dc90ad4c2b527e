import useSWR from "swr";
import { apiKey, apiRequest, type OutputOf } from "@/lib/api-client";
import { cancelCustomerSubscription } from "@/lib/api-routes/subscriptions/cancel-customer-subscription";
import { listCustomerSubscriptions } from "@/lib/api-routes/subscriptions/list-customer-subscriptions";

/** The Subscriptions tab's two calls: list and cancel (docs/decisions/subscription-billing.md). */
export function useCustomerSubscriptions(siteId: string) {
  return useSWR<OutputOf<typeof listCustomerSubscriptions>>(
    apiKey(listCustomerSubscriptions, { site_id: siteId, public: true }),
    { revalidateOnFocus: false },
  );
}

export const cancelSubscription = (siteId: string, subscriptionId: string) =>
  apiRequest(cancelCustomerSubscription, {
    site_id: siteId,
    subscription_id: subscriptionId,
    public: true,
  });
