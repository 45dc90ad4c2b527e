import type { OperationSubscriptionStatus } from "@shared/operations/subscription-status";
import type { InputOf } from "@/lib/api-client";
import { cancelOperationSubscription } from "@/lib/api-routes/operations/cancel-operation-subscription";
import { listOperationSubscriptions } from "@/lib/api-routes/operations/list-operation-subscriptions";
import { retryOperationSubscription } from "@/lib/api-routes/operations/retry-operation-subscription";
import { opsRequest } from "./ops-request";
import { useCursorList } from "./use-cursor-list";

// The subscriptions area's calls (docs/operations/screens.md).

/** A campus's subscriptions in one status; "Load more" follows the cursor. */
export const useSubscriptionList = (siteId: string, status: OperationSubscriptionStatus) =>
  useCursorList(listOperationSubscriptions, { site_id: siteId, status }, (page) => ({
    rows: page.subscriptions,
    cursor: page.cursor,
  }));

/** Charges a failed subscription's payment again; answers whether it went through. */
export const retrySubscription = (params: InputOf<typeof retryOperationSubscription>) =>
  opsRequest(retryOperationSubscription, params);

export const cancelSubscription = (params: InputOf<typeof cancelOperationSubscription>) =>
  opsRequest(cancelOperationSubscription, params);
