import { idSchema } from "../../platform/schemas/common";

/**
 * The parameters every signed-in call names: its site, and the spec's `customer_id`, accepted
 * for its payloads but refused with 403 unless it is the session's own customer (the customer
 * always comes from the session; docs/decisions/accounts.md).
 */
export const customerScope = { site_id: idSchema, customer_id: idSchema.optional() };
