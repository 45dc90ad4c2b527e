import { promoCodeSchema } from "../../schemas/promo-code";
import { defineEntity } from "../entity";
import { inSitePartition, kindInSite, siteIdAttribute } from "./site-partition";

/** A promo code, found by its code in any case (one GetItem). */
export const promoCodeEntity = defineEntity({
  type: "promo_code",
  schema: promoCodeSchema,
  skPrefix: "PROMO#",
  key: ({ siteId, code }: { siteId: string; code: string }) =>
    inSitePartition(siteId, `PROMO#${code.toUpperCase()}`),
  attributes: siteIdAttribute,
});

export const promoCodesOfSite = (siteId: string) => kindInSite(siteId, promoCodeEntity.skPrefix);
