import { formatCampusDateTime } from "@shared/platform/time/format";
import type { Event } from "@shared/site-content/schemas/event";
import { MapPin } from "lucide-react";
import { Link } from "react-router-dom";
import { Card } from "@/components/card";
import { DateBadge } from "@/components/date-badge";
import { Icon } from "@/components/icon";
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
  const media = (
    <>
      {event.picture ? (
        <img
          src={siteFileUrl(site.id, "image", event.picture.file_name)}
          alt=""
          width={800}
          height={450}
        />
      ) : (
        <span className="content-media-fallback content-media-fallback--event" />
      )}
      <DateBadge date={new Date(event.start)} timeZone={site.time_zone} />
    </>
  );
  return (
    <li className="timeline__item">
      <Card
        as="article"
        orientation="horizontal"
        title={event.title}
        media={media}
        footer={
          detailLink ? (
            // Seen: the spec's 'Read more'. Read out: the label. The hidden text names the event
            // in the link's own text too, which search engines read (Lighthouse's descriptive
            // link text audit fails a bare 'Read more').
            <Link
              to={sitePath(site.slug, "event", event.id)}
              aria-label={`Read more: ${event.title}`}
            >
              Read more<span className="visually-hidden">: {event.title}</span>
            </Link>
          ) : null
        }
      >
        <p className="content-card__dates">
          {formatCampusDateTime(new Date(event.start), site.time_zone)} –{" "}
          {formatCampusDateTime(new Date(event.end), site.time_zone)}
        </p>
        {place ? (
          <p className="content-card__place">
            <Icon icon={MapPin} size={16} /> {place}
          </p>
        ) : null}
        {event.brief ? <p className="content-card__brief">{event.brief}</p> : null}
      </Card>
    </li>
  );
}
