import { customerSubscriptionRoutes } from "../../../shared/api/routes/customer-subscriptions";
import { defineSection } from "../../lib/group-handler";
import { subscriptionImplementations } from "../subscriptions-routes";

/** The customer's subscriptions and cancelling one. */
export const section = defineSection(customerSubscriptionRoutes, subscriptionImplementations);
