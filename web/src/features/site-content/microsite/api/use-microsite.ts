import type { getMicrosite, listMicrositeSections } from "@shared/site-content/routes/public-site";
import { type RouteOutput, routeRef } from "@/lib/api-client";
import { useSiteData } from "@/lib/content/use-site-data";

const micrositeRoute = routeRef<typeof getMicrosite>({
  operationId: "getMicrosite",
  method: "GET",
  path: "/v1/microsite",
});
const sectionsRoute = routeRef<typeof listMicrositeSections>({
  operationId: "listMicrositeSections",
  method: "GET",
  path: "/v1/sections/microsite_sections",
});

export type MicrositeData = RouteOutput<typeof getMicrosite>["microsite"];
export type MicrositeSection = RouteOutput<typeof listMicrositeSections>["sections"][number];

export const useMicrosite = (siteId: string) => useSiteData(micrositeRoute, { site: siteId });
export const useMicrositeSections = (siteId: string) =>
  useSiteData(sectionsRoute, { site_id: siteId });
