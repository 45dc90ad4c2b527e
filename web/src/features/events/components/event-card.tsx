import { formatCampusDateTime } from "@shared/domain/time/format";
import type { Event } from "@shared/schemas/event";
import { Link } from "react-router-dom";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { sitePath } from "@/lib/url";

export function eventPlace(event: Event): string {
  return event.custom_location ? (event.custom_location_name ?? "") : (event.location?.name ?? "");
}

/** One timeline entry (requirements: public-browsing §2 Events): 'Read more' opens the event page. */
export function EventCard({ event, detailLink }: { event: Event; detailLink: boolean }) {
  const site = useCurrentSite();
  const place = eventPlace(event);
  return (
    <li className="timeline__item">
      <article className="content-card">
        {event.picture ? (
          <img
            className="content-card__image"
            src={siteFileUrl(site.id, "image", event.picture.file_name)}
            alt=""
          />
        ) : null}
        <h2 className="content-card__title">{event.title}</h2>
        <p className="content-card__dates">
          {formatCampusDateTime(new Date(event.start), site.time_zone)} –{" "}
          {formatCampusDateTime(new Date(event.end), site.time_zone)}
        </p>
        {place ? <p className="content-card__place">{place}</p> : null}
        {event.brief ? <p>{event.brief}</p> : null}
        {detailLink ? (
          <Link
            to={sitePath(site.slug, "event", event.id)}
            aria-label={`Read more: ${event.title}`}
          >
            Read more
          </Link>
        ) : null}
      </article>
    </li>
  );
}
