import type { getSectionBySlug } from "@shared/site-content/routes/public-site";
import { type RouteOutput, routeRef } from "@/lib/api-client";
import { useSiteData } from "@/lib/content/use-site-data";

const route = routeRef<typeof getSectionBySlug>({
  operationId: "getSectionBySlug",
  method: "GET",
  path: "/v1/sections/info_by_slug",
});

export type SectionContent = RouteOutput<typeof getSectionBySlug>["section"];

/** requirements: public-browsing §7 GET sections/info_by_slug: the section's body, banner and script fields. */
export const useSection = (siteId: string, slug: string | null) =>
  useSiteData(route, slug ? { site_id: siteId, slug } : null);
