import type {
  authenticateCustomer,
  createCustomer,
  getCustomerInfo,
} from "@shared/accounts/routes/customer";
import type {
  listCustomerOrders,
  updateAllergenProfile,
  updateCustomer,
  updateFoodInsecurity,
  updateNotificationPreferences,
} from "@shared/accounts/routes/customer-profile";
import type { updateCustomerPassword } from "@shared/accounts/routes/customer-reset";
import type { updateUserPassword } from "@shared/operations/routes/users";
import { routeRef } from "@/lib/api-client";

/** Route refs of the account calls (requirements: purchases §7 Customer); the forms carry the schemas. */
export const routes = {
  info: routeRef<typeof getCustomerInfo>({
    operationId: "getCustomerInfo",
    method: "GET",
    path: "/v1/customer/info",
  }),
  login: routeRef<typeof authenticateCustomer>({
    operationId: "authenticateCustomer",
    method: "POST",
    path: "/v1/customer/authenticate",
  }),
  signUp: routeRef<typeof createCustomer>({
    operationId: "createCustomer",
    method: "POST",
    path: "/v1/customer/create",
  }),
  profile: routeRef<typeof updateCustomer>({
    operationId: "updateCustomer",
    method: "POST",
    path: "/v1/customer/update_customer",
  }),
  allergens: routeRef<typeof updateAllergenProfile>({
    operationId: "updateAllergenProfile",
    method: "POST",
    path: "/v1/customer/update_allergen_profile",
  }),
  preferences: routeRef<typeof updateNotificationPreferences>({
    operationId: "updateNotificationPreferences",
    method: "POST",
    path: "/v1/customer/bulk_update_notification_preferences",
  }),
  foodInsecurity: routeRef<typeof updateFoodInsecurity>({
    operationId: "updateFoodInsecurity",
    method: "POST",
    path: "/v1/customer/food_insecurity",
  }),
  orders: routeRef<typeof listCustomerOrders>({
    operationId: "listCustomerOrders",
    method: "GET",
    path: "/v1/customer/orders",
  }),
  customerPassword: routeRef<typeof updateCustomerPassword>({
    operationId: "updateCustomerPassword",
    method: "PUT",
    path: "/v1/customer/update/password",
  }),
  userPassword: routeRef<typeof updateUserPassword>({
    operationId: "updateUserPassword",
    method: "PUT",
    path: "/v1/users/update/password",
  }),
};
