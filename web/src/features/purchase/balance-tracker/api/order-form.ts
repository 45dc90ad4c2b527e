import { listOrderForm } from "@/lib/api-routes/visitor-forms/list-order-form";
import { useSiteData } from "@/lib/content/use-site-data";

/** The campus's order form, whose plans and terms the tracker reads (requirements: public-browsing §4). */
export const useOrderForm = (siteId: string) => useSiteData(listOrderForm, { site_id: siteId });
