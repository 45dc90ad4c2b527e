import { listActiveStaff } from "@/lib/api-routes/site-content/list-active-staff";
import { useSiteData } from "@/lib/content/use-site-data";

/** Active staff members in their configured order (requirements: public-browsing §7 staff/active_list). */
export const useActiveStaff = (siteId: string) => useSiteData(listActiveStaff, { site_id: siteId });
