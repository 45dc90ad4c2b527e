import { UnauthorizedError } from "../../../shared/platform/errors";
import type { customerSubscriptionRoutes } from "../../../shared/subscriptions/routes/customer-subscriptions";
import type { Implementations } from "../../platform/group-handler";
import type { Session } from "../../platform/session/session-token";
import { publishedSite } from "../../platform/site-cache";
import {
  cancelSubscription,
  listSubscriptions,
  type SubscriptionDeps,
} from "./subscriptions-service";
import { dynamoCustomerSubscriptionStore } from "./subscriptions-store";

const deps: SubscriptionDeps = { store: dynamoCustomerSubscriptionStore, site: publishedSite };

/** `auth: "customer"` routes always carry a session; this only narrows the type. */
const signedIn = (session: Session | undefined): Session => {
  if (!session) throw new UnauthorizedError();
  return session;
};

/** The account's Subscriptions tab calls, spread into the customer group's handler. */
export const subscriptionImplementations: Implementations<typeof customerSubscriptionRoutes> = {
  listCustomerSubscriptions: async (_input, { session, now }) =>
    listSubscriptions(deps, signedIn(session), now),
  cancelCustomerSubscription: async ({ subscription_id }, { session, now }) =>
    cancelSubscription(deps, signedIn(session), subscription_id, now),
};
