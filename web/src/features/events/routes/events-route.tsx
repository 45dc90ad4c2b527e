import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { useSiteData } from "@/lib/content/use-site-data";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { listEventsRoute } from "../api/events";
import { EventCard } from "../components/event-card";

/** requirements: public-browsing §2 Events: a timeline; the page scrolls to the top on load. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useSiteData(listEventsRoute, { site_id: site.id });
  // Braces matter: Chromium's scrollTo returns a promise, which React would call as cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.events.length === 0}
        loading="Looking for events..."
        empty="We didn't find any events, but check back soon!"
        skeleton={{ shape: "card", count: 3 }}
      >
        {(data) => (
          <ol className="timeline">
            {data.events.map((event) => (
              <EventCard key={event.id} event={event} detailLink />
            ))}
          </ol>
        )}
      </ListState>
    </SectionPage>
  );
}
