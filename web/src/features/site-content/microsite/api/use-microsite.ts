import type { OutputOf } from "@/lib/api-client";
import { getMicrosite } from "@/lib/api-routes/site-content/get-microsite";
import { listMicrositeSections } from "@/lib/api-routes/site-content/list-microsite-sections";
import { useSiteData } from "@/lib/content/use-site-data";

export type MicrositeData = OutputOf<typeof getMicrosite>["microsite"];
export type MicrositeSection = OutputOf<typeof listMicrositeSections>["sections"][number];

export const useMicrosite = (siteId: string) => useSiteData(getMicrosite, { site: siteId });
export const useMicrositeSections = (siteId: string) =>
  useSiteData(listMicrositeSections, { site_id: siteId });
