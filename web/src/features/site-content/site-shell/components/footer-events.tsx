import type { Site } from "@shared/site-content/schemas/site";
import { Link } from "react-router-dom";
import { sitePath } from "@/lib/url";
import { useUpcomingEvents } from "../api/use-upcoming-events";

export const NO_EVENTS = "Check back soon for more events!";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "numeric",
  day: "numeric",
  year: "2-digit",
});

/**
 * The footer's upcoming events (requirements: public-browsing §2 Footer): each links to its event page,
 * then an all-events link; none (or a failed load, §4) shows 'Check back soon ...'.
 */
export function FooterEvents({ site }: { site: Site }) {
  const { data } = useUpcomingEvents(site.id);
  const events = data?.current_events ?? [];
  return (
    <section className="site-footer__events" aria-labelledby="footer-events">
      <h2 id="footer-events">Upcoming Events</h2>
      {events.length === 0 ? (
        <p>{NO_EVENTS}</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.id}>
              <Link to={sitePath(site.slug, "event", event.id)}>{event.title}</Link>{" "}
              <span>{dateFormat.format(new Date(event.start))}</span>
            </li>
          ))}
        </ul>
      )}
      {data?.event_slug ? <Link to={sitePath(site.slug, data.event_slug)}>All events</Link> : null}
    </section>
  );
}
