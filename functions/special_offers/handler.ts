import { specialOffersRoutes } from "../../shared/api/routes/special-offers";
import { specialOfferEntity, specialOffersOfSite } from "../../shared/data/entities/special-offer";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { byStart, isOfferCurrent } from "../../shared/domain/visitor/visibility";
import { NotFoundError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { getEntity, queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(specialOffersRoutes, {
  listSpecialOffers: async ({ site_id }, { now }) => {
    const offers = await queryEntities(specialOfferEntity, specialOffersOfSite(site_id));
    const nowIso = now.toISOString();
    return { offers: offers.filter((offer) => isOfferCurrent(offer, nowIso)).sort(byStart) };
  },
  getSpecialOffer: async ({ site_id, id }, { now }) => {
    const offer = await getEntity(specialOfferEntity, { siteId: site_id, id });
    if (!offer || !isOfferCurrent(offer, now.toISOString())) {
      throw new NotFoundError(VISITOR_MESSAGES.offerNotFound);
    }
    return { offer };
  },
});
