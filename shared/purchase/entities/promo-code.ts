import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { promoCodeSchema } from "../schemas/promo-code";
import { purchaseConfigKeys } from "./purchase-config";

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
