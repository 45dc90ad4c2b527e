import { operationsSubscriptionsRoutes } from "../../../shared/api/routes/operations-subscriptions";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsSubscriptionsRoutes, {});
