import { orderFormSettingsSchema } from "../../schemas/order-form-settings";
import { defineEntity } from "../entity";
import { purchaseConfigKeys } from "./purchase-config";
import { inSitePartition, siteIdAttribute } from "./site-partition";

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
