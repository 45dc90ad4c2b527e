import { apiRequest, type InputOf } from "@/lib/api-client";
import { confirmOrder } from "@/lib/api-routes/purchase/confirm-order";

/** A held order's confirmation, with the mailed link's token (docs/decisions/payments.md). */
export const confirmHeldOrder = (params: InputOf<typeof confirmOrder>) =>
  apiRequest(confirmOrder, params);
