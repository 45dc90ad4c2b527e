import { NotFoundError } from "../../../shared/platform/errors";
import {
  specialOfferEntity,
  specialOffersOfSite,
} from "../../../shared/site-content/entities/special-offer";
import { specialOffersRoutes } from "../../../shared/site-content/routes/special-offers";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import { byStart, isOfferCurrent } from "../../../shared/visitor-forms/visibility";
import { createGroupHandler } from "../../platform/group-handler";
import { getEntity, queryEntities } from "../../platform/table";

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
