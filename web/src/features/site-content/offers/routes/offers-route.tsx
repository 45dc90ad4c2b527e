import { formatCampusDateTime } from "@shared/platform/time/format";
import { Link, useParams } from "react-router-dom";
import { Card } from "@/components/card";
import { DateBadge } from "@/components/date-badge";
import { ListState } from "@/components/list-state";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { sitePath } from "@/lib/url";
import { useSpecialOffers } from "../api/offers";

/** requirements: public-browsing §2 Special offers: image or tag icon, dates, brief and 'Read more'. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useSpecialOffers(site.id);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.offers.length === 0}
        loading="Looking for specials..."
        empty="We didn't find any specials, but check back soon!"
        skeleton={{ shape: "card", count: 3 }}
      >
        {(data) => (
          <ul className="card-grid">
            {data.offers.map((offer) => (
              <Card
                as="li"
                key={offer.id}
                title={offer.name}
                media={
                  <>
                    {offer.picture ? (
                      <img
                        src={siteFileUrl(site.id, "special", offer.picture.file_name)}
                        alt=""
                        width={800}
                        height={450}
                      />
                    ) : (
                      <span className="content-media-fallback content-media-fallback--offer" />
                    )}
                    <DateBadge date={new Date(offer.start)} timeZone={site.time_zone} />
                  </>
                }
                footer={
                  // Seen: 'Read more'; the label and the hidden text name the offer (see event-card.tsx).
                  <Link
                    to={sitePath(site.slug, "special-offer", offer.id)}
                    aria-label={`Read more: ${offer.name}`}
                  >
                    Read more<span className="visually-hidden">: {offer.name}</span>
                  </Link>
                }
              >
                <p className="content-card__dates">
                  {formatCampusDateTime(new Date(offer.start), site.time_zone)} –{" "}
                  {formatCampusDateTime(new Date(offer.end), site.time_zone)}
                </p>
                {offer.brief ? <p className="content-card__brief">{offer.brief}</p> : null}
              </Card>
            ))}
          </ul>
        )}
      </ListState>
    </SectionPage>
  );
}
