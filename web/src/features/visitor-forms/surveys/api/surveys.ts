import { listPublicSurveys } from "@/lib/api-routes/visitor-forms/list-public-surveys";
import { useSiteData } from "@/lib/content/use-site-data";

/** Every published survey with its counts (requirements: public-browsing §7 surveys/public_list). */
export const usePublicSurveys = (siteId: string) =>
  useSiteData(listPublicSurveys, { site_id: siteId });
