import { operationsOrdersRoutes } from "../../../../shared/operations/routes/operations-orders";
import { defineSection } from "../../../platform/group-handler";
import { refundOrder } from "../orders-refund";
import { exportOrders, fulfilOrder, getOrder, listOrders } from "../orders-service";

// The orders area (docs/operations/orders.md): thin handlers over the services beside it.
export const section = defineSection(operationsOrdersRoutes, {
  listOperationOrders: (input) => listOrders(input),
  exportOperationOrders: (input) => exportOrders(input),
  getOperationOrder: (input) => getOrder(input),
  refundOperationOrder: (input, { staff, now }) => refundOrder(staff, input, now),
  fulfilOperationOrder: (input, { staff, now }) => fulfilOrder(staff, input, now),
});
