import { useParams } from "react-router-dom";
import { EmptyText, FailedText, LoadingText, SOMETHING_WENT_WRONG } from "@/lib/content/load-state";
import { useSiteData } from "@/lib/content/use-site-data";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { listBalancedUEventsRoute } from "../api/events";
import { EventCard } from "../components/event-card";

/** public-browsing §2 Events: the Balanced U events page and its own texts. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useSiteData(listBalancedUEventsRoute, { site_id: site.id });
  return (
    <SectionPage slug={section}>
      {error ? (
        <FailedText>{SOMETHING_WENT_WRONG}</FailedText>
      ) : !data ? (
        <LoadingText>Loading events...</LoadingText>
      ) : data.events.length === 0 ? (
        <EmptyText>Check back soon for more events</EmptyText>
      ) : (
        <ol className="timeline">
          {data.events.map((event) => (
            <EventCard key={event.id} event={event} detailLink={false} />
          ))}
        </ol>
      )}
    </SectionPage>
  );
}
