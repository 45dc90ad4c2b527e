import { operationsSubscriptionsRoutes } from "../../../../shared/operations/routes/operations-subscriptions";
import { defineSection } from "../../../platform/group-handler";
import { dynamoSiteStore } from "../../../platform/site-store";
import { configuredWebOrigin } from "../../../platform/web-origin";
import { paymentGatewayFor } from "../../../purchase/gateway";
import { dynamoBillingStore } from "../../../subscriptions/billing-store";
import { cancelSubscription } from "../subscriptions-cancel";
import { retrySubscription } from "../subscriptions-retry";
import {
  getSubscription,
  listSubscriptions,
  type OperationSubscriptionDeps,
} from "../subscriptions-service";
import { dynamoOperationSubscriptionStore } from "../subscriptions-store";

const deps = (): OperationSubscriptionDeps => ({
  sites: dynamoSiteStore,
  store: dynamoOperationSubscriptionStore,
  billing: {
    store: dynamoBillingStore,
    gatewayFor: paymentGatewayFor,
    webOrigin: configuredWebOrigin(),
  },
});

/** The console's Subscriptions area (docs/operations/subscriptions.md). */
export const section = defineSection(operationsSubscriptionsRoutes, {
  listOperationSubscriptions: async (input, { now }) => listSubscriptions(deps(), input, now),
  getOperationSubscription: async (input, { now }) => getSubscription(deps(), input, now),
  retryOperationSubscription: async (input, { staff, now }) =>
    retrySubscription(deps(), staff, input, now),
  cancelOperationSubscription: async (input, { staff, now }) =>
    cancelSubscription(deps(), staff, input, now),
});
