import { SitelessMain, StaticPage } from "../components/static-page";
import { CLIMATE_RATINGS } from "../lib/climate-ratings";

/** /climate-friendly: the climate ratings explained (requirements: public-browsing §2 Static pages, §9). */
export function Component() {
  return (
    <SitelessMain>
      <StaticPage title="Climate Friendly Foods | Dine On Campus" heading="Climate Friendly Foods">
        <p>
          Ratings come from an independent sustainability research provider, comparing each dish
          with all food.
        </p>
        <dl className="climate-ratings">
          {CLIMATE_RATINGS.map(({ rating, betterThanPercent }) => (
            <div key={rating}>
              <dt>{rating}</dt>
              <dd>{`Better than ${betterThanPercent}% of food`}</dd>
            </div>
          ))}
        </dl>
      </StaticPage>
    </SitelessMain>
  );
}
