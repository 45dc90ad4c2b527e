import type {
  authenticateCustomer,
  createCustomer,
  getCustomerInfo,
} from "@shared/accounts/routes/customer";
import type { checkBlockedStudentAccount } from "@shared/purchase/routes/blocked-student-accounts";
import type {
  checkoutOrder,
  confirmOrder,
  createCcOrder,
} from "@shared/purchase/routes/cart-checkout";
import type { checkFacultyEmail } from "@shared/purchase/routes/faculty-email";
import type { listOrderForm } from "@shared/visitor-forms/routes/orderform";
import { routeRef } from "@/lib/api-client";

/** Route refs of the checkout calls (requirements: purchases §7 Purchase); the forms carry the schemas. */
export const checkoutRoutes = {
  cardOrder: routeRef<typeof createCcOrder>({
    operationId: "createCcOrder",
    method: "POST",
    path: "/v1/cart/create_cc_order",
  }),
  order: routeRef<typeof checkoutOrder>({
    operationId: "checkoutOrder",
    method: "POST",
    path: "/v1/cart/checkout",
  }),
  confirm: routeRef<typeof confirmOrder>({
    operationId: "confirmOrder",
    method: "POST",
    path: "/v1/cart/confirm_order",
  }),
  blocked: routeRef<typeof checkBlockedStudentAccount>({
    operationId: "checkBlockedStudentAccount",
    method: "GET",
    path: "/v1/blocked_student_accounts/list",
  }),
  faculty: routeRef<typeof checkFacultyEmail>({
    operationId: "checkFacultyEmail",
    method: "GET",
    path: "/v1/faculty_email/list",
  }),
  orderForm: routeRef<typeof listOrderForm>({
    operationId: "listOrderForm",
    method: "GET",
    path: "/v1/orderform/list",
  }),
  login: routeRef<typeof authenticateCustomer>({
    operationId: "authenticateCustomer",
    method: "POST",
    path: "/v1/customer/authenticate",
  }),
  info: routeRef<typeof getCustomerInfo>({
    operationId: "getCustomerInfo",
    method: "GET",
    path: "/v1/customer/info",
  }),
  signUp: routeRef<typeof createCustomer>({
    operationId: "createCustomer",
    method: "POST",
    path: "/v1/customer/create",
  }),
};
