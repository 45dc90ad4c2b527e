import { formatCampusDateTime } from "@shared/platform/time/format";
import { Link, useParams } from "react-router-dom";
import { FailedState, LoadingState } from "@/components/load-state";
import { SafeHtml } from "@/lib/content/safe-html";
import { sectionSlugFor, siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { NotFound } from "@/lib/not-found";
import { sitePath } from "@/lib/url";
import { useEvent } from "../api/events";
import { eventPlace } from "../components/event-card";

/** /:site/event/:eventId, titled 'Event: {title}' (requirements: public-browsing §2 Routes). */
export function Component() {
  const site = useCurrentSite();
  const { eventId = "" } = useParams();
  const { data, error } = useEvent(site.id, eventId);
  const eventsSlug = sectionSlugFor(site.section_list, "events") ?? "events";
  if (error?.statusCode === 404) return <NotFound />;
  if (error) return <FailedState>We're sorry, but something went wrong.</FailedState>;
  if (!data) return <LoadingState>Looking for events...</LoadingState>;
  const { event } = data;
  return (
    <article className="section-page">
      <title>{`Event: ${event.title}`}</title>
      <header className="section-page__header">
        <h1>{event.title}</h1>
      </header>
      <div className="content-detail">
        {event.picture ? (
          <img src={siteFileUrl(site.id, "image", event.picture.file_name)} alt="" />
        ) : null}
        <p className="content-card__dates">
          {formatCampusDateTime(new Date(event.start), site.time_zone)} –{" "}
          {formatCampusDateTime(new Date(event.end), site.time_zone)}
        </p>
        {eventPlace(event) ? <p>{eventPlace(event)}</p> : null}
        <SafeHtml html={event.description || event.brief} siteId={site.id} />
        <Link to={`${sitePath(site.slug, eventsSlug)}/`}>Back to all events</Link>
      </div>
    </article>
  );
}
