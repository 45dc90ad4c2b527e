import { specialOfferSchema } from "../schemas/special-offer";
import { defineDatedContent } from "./dated-content";

/** A special offer: by id, and in start order on gsi1 (docs/data-model.md #12, #13). */
export const { entity: specialOfferEntity, inStartOrder: specialOffersOfSite } = defineDatedContent(
  {
    type: "special_offer",
    schema: specialOfferSchema,
    skPrefix: "OFFER#",
    list: "OFFERS",
  },
);
