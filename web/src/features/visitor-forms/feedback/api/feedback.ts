import { apiRequest, type InputOf } from "@/lib/api-client";
import { listFeedbackLocations } from "@/lib/api-routes/menus/list-feedback-locations";
import { submitFeedback } from "@/lib/api-routes/visitor-forms/submit-feedback";
import { useSiteData } from "@/lib/content/use-site-data";

/** The locations a visitor may leave feedback about (requirements: public-browsing §5 Feedback). */
export const useFeedbackLocations = (siteId: string) =>
  useSiteData(listFeedbackLocations, { site_id: siteId });

export const sendFeedback = (params: InputOf<typeof submitFeedback>) =>
  apiRequest(submitFeedback, params);
