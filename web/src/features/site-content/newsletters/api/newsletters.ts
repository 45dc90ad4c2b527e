import { listNewsletters } from "@/lib/api-routes/site-content/list-newsletters";
import { useSiteData } from "@/lib/content/use-site-data";

/** The campus's newsletters (requirements: public-browsing §7 newsletters/list). */
export const useNewsletters = (siteId: string) => useSiteData(listNewsletters, { site_id: siteId });
