import { apiRequest, type InputOf } from "@/lib/api-client";
import { reportMenuLabel } from "@/lib/api-routes/visitor-forms/report-menu-label";

/** A visitor's report of a wrong label (docs/decisions/allergen-labels.md); answers a `msg`. */
export const reportLabel = (params: InputOf<typeof reportMenuLabel>) =>
  apiRequest(reportMenuLabel, params);
