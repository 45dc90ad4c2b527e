import { listCateringFiles } from "@/lib/api-routes/site-content/list-catering-files";
import { useSiteData } from "@/lib/content/use-site-data";

/** The campus's catering files (requirements: public-browsing §7 catering_files/list). */
export const useCateringFiles = (siteId: string) =>
  useSiteData(listCateringFiles, { site_id: siteId });
