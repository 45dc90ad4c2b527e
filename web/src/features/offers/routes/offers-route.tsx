import { formatCampusDateTime } from "@shared/domain/time/format";
import { Tag } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { Icon } from "@/components/icon";
import { ListState } from "@/components/list-state";
import { siteFileUrl } from "@/lib/content/site-files";
import { useSiteData } from "@/lib/content/use-site-data";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { sitePath } from "@/lib/url";
import { listOffersRoute } from "../api/offers";

/** requirements: public-browsing §2 Special offers: image or tag icon, dates, brief and 'Read more'. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useSiteData(listOffersRoute, { site_id: site.id });
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.offers.length === 0}
        loading="Looking for specials..."
        empty="We didn't find any specials, but check back soon!"
      >
        {(data) => (
          <ul className="card-list">
            {data.offers.map((offer) => (
              <li key={offer.id} className="content-card">
                {offer.picture ? (
                  <img
                    className="content-card__image"
                    src={siteFileUrl(site.id, "special", offer.picture.file_name)}
                    alt=""
                  />
                ) : (
                  <span className="content-card__icon">
                    <Icon icon={Tag} size={40} />
                  </span>
                )}
                <h2 className="content-card__title">{offer.name}</h2>
                <p className="content-card__dates">
                  {formatCampusDateTime(new Date(offer.start), site.time_zone)} –{" "}
                  {formatCampusDateTime(new Date(offer.end), site.time_zone)}
                </p>
                {offer.brief ? <p>{offer.brief}</p> : null}
                <Link
                  to={sitePath(site.slug, "special-offer", offer.id)}
                  aria-label={`Read more: ${offer.name}`}
                >
                  Read more
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </SectionPage>
  );
}
