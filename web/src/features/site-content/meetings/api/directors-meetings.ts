import { listDirectorsMeetings } from "@/lib/api-routes/site-content/list-directors-meetings";
import { useSiteData } from "@/lib/content/use-site-data";

/** The directors' meetings (requirements: public-browsing §7 directors_meetings/list). */
export const useDirectorsMeetings = (siteId: string) =>
  useSiteData(listDirectorsMeetings, { site_id: siteId });
