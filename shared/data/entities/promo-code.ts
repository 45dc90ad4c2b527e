import { promoCodeSchema } from "../../schemas/promo-code";
import { defineEntity } from "../entity";
import { purchaseConfigKeys } from "./purchase-config";
import { inSitePartition, siteIdAttribute } from "./site-partition";

const promoCodeKey = ({ siteId, code }: { siteId: string; code: string }) =>
  inSitePartition(siteId, `PROMO#${code.toUpperCase()}`);

/** A promo code, found by its code in any case (one GetItem). */
export const promoCodeEntity = defineEntity({
  type: "promo_code",
  schema: promoCodeSchema,
  skPrefix: "PROMO#",
  key: promoCodeKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, promoCodeKey(k)),
  attributes: siteIdAttribute,
});
