import type {
  cancelCustomerSubscription,
  listCustomerSubscriptions,
} from "@shared/subscriptions/routes/customer-subscriptions";
import { routeRef } from "@/lib/api-client";

/** The Subscriptions tab's two calls: list and cancel (docs/decisions/subscription-billing.md). */
export const subscriptionRoutes = {
  list: routeRef<typeof listCustomerSubscriptions>({
    operationId: "listCustomerSubscriptions",
    method: "POST",
    path: "/v1/customer/subscriptions",
  }),
  cancel: routeRef<typeof cancelCustomerSubscription>({
    operationId: "cancelCustomerSubscription",
    method: "POST",
    path: "/v1/customer/cancel_subscription",
  }),
};
