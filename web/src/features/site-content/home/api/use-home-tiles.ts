import { HOME_SURVEY_COUNT } from "@shared/visitor-forms/survey";
import { useEffect } from "react";
import useSWR from "swr";
import { apiKey, type OutputOf } from "@/lib/api-client";
import { getHomeTiles } from "@/lib/api-routes/site-content/get-home-tiles";
import { listPublicSurveys } from "@/lib/api-routes/visitor-forms/list-public-surveys";
import { useSiteData } from "@/lib/content/use-site-data";
import { useSiteShell } from "@/lib/site-shell";

export type HomeTiles = OutputOf<typeof getHomeTiles>;

/**
 * Every tile's data in one call (docs/decisions/public-site.md: the home page's 3 calls); the
 * footer's upcoming events come with it and are handed to the campus layout for the footer.
 */
export function useHomeTiles(siteId: string | null) {
  const result = useSiteData(getHomeTiles, siteId ? { site_id: siteId } : null);
  const shell = useSiteShell();
  const upcoming = result.data?.upcoming;
  useEffect(() => {
    if (siteId && upcoming) shell?.seedUpcomingEvents(siteId, upcoming);
  }, [shell, siteId, upcoming]);
  return result;
}

export type HomeSurveys = OutputOf<typeof listPublicSurveys>;

/**
 * The Survey tile's surveys: the first published one comes with sites/home_tiles (`initial`), so
 * nothing is fetched on load; a vote revalidates surveys/public_list (same count) for the new
 * percentages.
 */
export const useHomeSurveys = (siteId: string, initial: HomeSurveys) =>
  useSWR<HomeSurveys>(apiKey(listPublicSurveys, { site_id: siteId, count: HOME_SURVEY_COUNT }), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
