import { specialOffersRoutes } from "../../shared/api/routes/special-offers";
import { contentKeys } from "../../shared/data/keys";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { byStart, isOfferCurrent } from "../../shared/domain/visitor/visibility";
import { NotFoundError } from "../../shared/errors";
import { specialOfferSchema } from "../../shared/schemas/special-offer";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { publishedSiteWith, queryItems } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(specialOffersRoutes, {
  listSpecialOffers: async ({ site_id }, { now }) => {
    const [, items] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      queryItems(contentKeys.specialOffer(site_id, "", "").gsi1pk, { index: "gsi1" }),
    ]);
    const nowIso = now.toISOString();
    const offers = items.map((item) => specialOfferSchema.parse(item.data));
    return { offers: offers.filter((offer) => isOfferCurrent(offer, nowIso)).sort(byStart) };
  },
  getSpecialOffer: async ({ site_id, id }, { now }) => {
    const { pk, sk } = contentKeys.specialOffer(site_id, id, "");
    const { item } = await publishedSiteWith(site_id, { pk, sk });
    const offer = item ? specialOfferSchema.parse(item.data) : null;
    if (!offer || !isOfferCurrent(offer, now.toISOString())) {
      throw new NotFoundError(VISITOR_MESSAGES.offerNotFound);
    }
    return { offer };
  },
});
