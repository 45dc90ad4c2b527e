import type {
  exportOperationOrders,
  fulfilOperationOrder,
  getOperationOrder,
  listOperationOrders,
  refundOperationOrder,
} from "@shared/operations/routes/operations-orders";
import type {
  getStaffSession,
  requestStaffPasswordReset,
  signInStaff,
  signOutStaff,
  verifyStaffSecondFactor,
} from "@shared/operations/routes/operations-session";
import type {
  inviteStaff,
  listStaff,
  resendStaffInvite,
  resetStaffTwoFactor,
  updateStaff,
} from "@shared/operations/routes/operations-staff";
import type {
  cancelOperationSubscription,
  listOperationSubscriptions,
  retryOperationSubscription,
} from "@shared/operations/routes/operations-subscriptions";
import type { updateUserPassword } from "@shared/operations/routes/users";
import { routeRef } from "@/lib/api-client";

/** Route refs of the console's calls (docs/operations/screens.md); the forms carry the schemas. */
export const opsRoutes = {
  session: routeRef<typeof getStaffSession>({
    operationId: "getStaffSession",
    method: "GET",
    path: "/v1/operations/session",
  }),
  signIn: routeRef<typeof signInStaff>({
    operationId: "signInStaff",
    method: "POST",
    path: "/v1/operations/session",
  }),
  secondFactor: routeRef<typeof verifyStaffSecondFactor>({
    operationId: "verifyStaffSecondFactor",
    method: "POST",
    path: "/v1/operations/session/two_factor",
  }),
  signOut: routeRef<typeof signOutStaff>({
    operationId: "signOutStaff",
    method: "DELETE",
    path: "/v1/operations/session",
  }),
  passwordReset: routeRef<typeof requestStaffPasswordReset>({
    operationId: "requestStaffPasswordReset",
    method: "POST",
    path: "/v1/operations/password_reset",
  }),
  setPassword: routeRef<typeof updateUserPassword>({
    operationId: "updateUserPassword",
    method: "PUT",
    path: "/v1/users/update/password",
  }),
  orders: routeRef<typeof listOperationOrders>({
    operationId: "listOperationOrders",
    method: "GET",
    path: "/v1/operations/orders",
  }),
  exportOrders: routeRef<typeof exportOperationOrders>({
    operationId: "exportOperationOrders",
    method: "GET",
    path: "/v1/operations/orders/export",
  }),
  order: routeRef<typeof getOperationOrder>({
    operationId: "getOperationOrder",
    method: "GET",
    path: "/v1/operations/orders/{order_id}",
  }),
  refundOrder: routeRef<typeof refundOperationOrder>({
    operationId: "refundOperationOrder",
    method: "POST",
    path: "/v1/operations/orders/{order_id}/refund",
  }),
  fulfilOrder: routeRef<typeof fulfilOperationOrder>({
    operationId: "fulfilOperationOrder",
    method: "POST",
    path: "/v1/operations/orders/{order_id}/fulfil",
  }),
  subscriptions: routeRef<typeof listOperationSubscriptions>({
    operationId: "listOperationSubscriptions",
    method: "GET",
    path: "/v1/operations/subscriptions",
  }),
  retrySubscription: routeRef<typeof retryOperationSubscription>({
    operationId: "retryOperationSubscription",
    method: "POST",
    path: "/v1/operations/subscriptions/{subscription_id}/retry",
  }),
  cancelSubscription: routeRef<typeof cancelOperationSubscription>({
    operationId: "cancelOperationSubscription",
    method: "POST",
    path: "/v1/operations/subscriptions/{subscription_id}/cancel",
  }),
  staff: routeRef<typeof listStaff>({
    operationId: "listStaff",
    method: "GET",
    path: "/v1/operations/staff",
  }),
  inviteStaff: routeRef<typeof inviteStaff>({
    operationId: "inviteStaff",
    method: "POST",
    path: "/v1/operations/staff",
  }),
  updateStaff: routeRef<typeof updateStaff>({
    operationId: "updateStaff",
    method: "PUT",
    path: "/v1/operations/staff/{staff_id}",
  }),
  resetStaffTwoFactor: routeRef<typeof resetStaffTwoFactor>({
    operationId: "resetStaffTwoFactor",
    method: "POST",
    path: "/v1/operations/staff/{staff_id}/reset_two_factor",
  }),
  resendStaffInvite: routeRef<typeof resendStaffInvite>({
    operationId: "resendStaffInvite",
    method: "POST",
    path: "/v1/operations/staff/{staff_id}/invite",
  }),
};
