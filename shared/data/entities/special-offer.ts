import { specialOfferSchema } from "../../schemas/special-offer";
import { defineEntity } from "../entity";
import { inStartOrder, startOrderIndex } from "./dated-content";
import { inSitePartition, siteIdAttribute } from "./site-partition";

type SpecialOfferKey = { siteId: string; offerId: string };

/** A special offer: by id, and in start order on gsi1 (docs/data-model.md #12, #13). */
export const specialOfferEntity = defineEntity({
  type: "special_offer",
  schema: specialOfferSchema,
  skPrefix: "OFFER#",
  key: ({ siteId, offerId }: SpecialOfferKey) => inSitePartition(siteId, `OFFER#${offerId}`),
  indexes: ({ siteId, offerId }: SpecialOfferKey, item) =>
    startOrderIndex(siteId, "OFFERS", offerId, item.start),
  attributes: siteIdAttribute,
});

export const specialOffersOfSite = (siteId: string) => inStartOrder(siteId, "OFFERS");
