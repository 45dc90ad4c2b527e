import { listOrderForm } from "@/lib/api-routes/visitor-forms/list-order-form";
import { useSiteData } from "@/lib/content/use-site-data";

/** The campus's order form: the selections, products and settings (requirements: purchases §7). */
export const useOrderForm = (siteId: string) => useSiteData(listOrderForm, { site_id: siteId });
