import { apiRequest, type InputOf } from "@/lib/api-client";
import { addDecliningBalance } from "@/lib/api-routes/purchase/add-declining-balance";
import { quickAddOrderForm } from "@/lib/api-routes/visitor-forms/quick-add-order-form";
import { useSiteData } from "@/lib/content/use-site-data";

/** The Recharge tile's customer types and declining balance settings (orderform/quick_add). */
export const useQuickAdd = (siteId: string) => useSiteData(quickAddOrderForm, { site_id: siteId });

/** Adds the recharge amount to the cart; answers the re-priced cart. */
export const addRecharge = (params: InputOf<typeof addDecliningBalance>) =>
  apiRequest(addDecliningBalance, params);
