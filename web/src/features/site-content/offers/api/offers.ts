import { getSpecialOffer } from "@/lib/api-routes/site-content/get-special-offer";
import { listSpecialOffers } from "@/lib/api-routes/site-content/list-special-offers";
import { useSiteData } from "@/lib/content/use-site-data";

/** The current special offers (requirements: public-browsing §7 special_offers/public_list). */
export const useSpecialOffers = (siteId: string) =>
  useSiteData(listSpecialOffers, { site_id: siteId });

/** One special offer, by its id. */
export const useSpecialOffer = (siteId: string, id: string) =>
  useSiteData(getSpecialOffer, { site_id: siteId, id });
