import { customerSubscriptionRoutes } from "../../../../shared/subscriptions/routes/customer-subscriptions";
import { defineSection } from "../../../platform/group-handler";
import { subscriptionImplementations } from "../subscriptions-routes";

/** The customer's subscriptions and cancelling one. */
export const section = defineSection(customerSubscriptionRoutes, subscriptionImplementations);
