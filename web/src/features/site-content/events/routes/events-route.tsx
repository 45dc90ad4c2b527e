import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { useCurrentSite } from "@/lib/current-site";
import { eventsCalendarUrl } from "@/lib/open-data/feed-urls";
import { SectionPage } from "@/lib/section-page";
import { usePublicEvents } from "../api/events";
import { EventCard } from "../components/event-card";

/** requirements: public-browsing §2 Events: a timeline; the page scrolls to the top on load. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = usePublicEvents(site.id);
  // Braces matter: Chromium's scrollTo returns a promise, which React would call as cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <SectionPage slug={section}>
      {/* Above the list from the first render, so nothing moves when the events arrive. */}
      <p className="open-data-link">
        <a href={eventsCalendarUrl(site.id)} type="text/calendar">
          Subscribe to these events (iCal feed)
        </a>
      </p>
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
