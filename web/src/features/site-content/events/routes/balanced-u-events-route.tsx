import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useBalancedUEvents } from "../api/events";
import { EventCard } from "../components/event-card";

/** requirements: public-browsing §2 Events: the Balanced U events page and its own texts. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useBalancedUEvents(site.id);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.events.length === 0}
        loading="Loading events..."
        empty="Check back soon for more events"
      >
        {(data) => (
          <ol className="timeline">
            {data.events.map((event) => (
              <EventCard key={event.id} event={event} detailLink={false} />
            ))}
          </ol>
        )}
      </ListState>
    </SectionPage>
  );
}
