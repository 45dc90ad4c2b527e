import useSWR from "swr";
import { apiKey, buildRequest, type InputOf, type OutputOf } from "@/lib/api-client";
import { exportOperationOrders } from "@/lib/api-routes/operations/export-operation-orders";
import { fulfilOperationOrder } from "@/lib/api-routes/operations/fulfil-operation-order";
import { getOperationOrder } from "@/lib/api-routes/operations/get-operation-order";
import { listOperationOrders } from "@/lib/api-routes/operations/list-operation-orders";
import { refundOperationOrder } from "@/lib/api-routes/operations/refund-operation-order";
import { opsRequest } from "./ops-request";
import { useCursorList } from "./use-cursor-list";

// The orders area's calls (docs/operations/orders.md).

/** A campus's orders in a date range, newest first; "Load more" follows the cursor. */
export const useOrderList = (params: Omit<InputOf<typeof listOperationOrders>, "cursor"> | null) =>
  useCursorList(listOperationOrders, params, (page) => ({
    rows: page.orders,
    cursor: page.next_cursor,
  }));

/** One order with its lines, payment, refunds and mails. */
export const useOrder = (siteId: string, orderId: string) =>
  useSWR<OutputOf<typeof getOperationOrder>>(
    apiKey(getOperationOrder, { site_id: siteId, order_id: orderId }),
  );

export const refundOrder = (params: InputOf<typeof refundOperationOrder>) =>
  opsRequest(refundOperationOrder, params);

export const fulfilOrder = (params: InputOf<typeof fulfilOperationOrder>) =>
  opsRequest(fulfilOperationOrder, params);

/**
 * The CSV of what to credit per student account: a raw answer, fetched as is (a GET: the
 * session cookie suffices, no CSRF token) for the screen to save as a file.
 */
export function fetchOrdersExport(
  params: Omit<InputOf<typeof exportOperationOrders>, "payment_type"> & { payment_type?: string },
) {
  const { method, path } = exportOperationOrders;
  const { url } = buildRequest({ method, path }, params);
  return fetch(url, { credentials: "same-origin", headers: { accept: "text/csv" } });
}
