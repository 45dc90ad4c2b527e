import { Link, useParams } from "react-router-dom";
import { FailedState, LoadingState, SOMETHING_WENT_WRONG } from "@/components/load-state";
import { SafeHtml } from "@/lib/content/safe-html";
import { sectionSlugFor, siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { NotFound } from "@/lib/not-found";
import { sitePath } from "@/lib/url";
import { useSpecialOffer } from "../api/offers";

/** /:site/special-offer/:specialId with a link back to the special offers section (requirements: public-browsing §2). */
export function Component() {
  const site = useCurrentSite();
  const { specialId = "" } = useParams();
  const { data, error } = useSpecialOffer(site.id, specialId);
  const offersSlug = sectionSlugFor(site.section_list, "special-offers") ?? "special-offers";
  if (error?.statusCode === 404) return <NotFound />;
  if (error) return <FailedState>{SOMETHING_WENT_WRONG}</FailedState>;
  if (!data) return <LoadingState>Looking for specials...</LoadingState>;
  const { offer } = data;
  return (
    <article className="section-page">
      <title>{`${site.name} – ${offer.name}`}</title>
      <header className="section-page__header">
        <h1>{offer.name}</h1>
      </header>
      <div className="content-detail">
        {offer.picture ? (
          <img src={siteFileUrl(site.id, "special", offer.picture.file_name)} alt="" />
        ) : null}
        <SafeHtml html={offer.description || offer.brief} siteId={site.id} />
        <Link to={`${sitePath(site.slug, offersSlug)}/`}>Back to all special offers</Link>
      </div>
    </article>
  );
}
