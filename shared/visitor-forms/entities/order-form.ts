import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { purchaseConfigKeys } from "../../purchase/entities/purchase-config";
import { orderFormSettingsSchema } from "../schemas/order-form-settings";

const orderFormKey = ({ siteId }: { siteId: string }) => inSitePartition(siteId, "ORDERFORM");

/** The order form's settings, one item in the site partition (and the purchase configuration). */
export const orderFormEntity = defineEntity({
  type: "order_form",
  schema: orderFormSettingsSchema,
  skPrefix: "ORDERFORM",
  key: orderFormKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, orderFormKey(k)),
  attributes: siteIdAttribute,
});
