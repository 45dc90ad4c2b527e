import useSWR from "swr";
import { apiKey, apiRequest, type InputOf, type OutputOf } from "@/lib/api-client";
import { authenticateCustomer } from "@/lib/api-routes/accounts/authenticate-customer";
import { createCustomer } from "@/lib/api-routes/accounts/create-customer";
import { getCustomerInfo } from "@/lib/api-routes/accounts/get-customer-info";
import { listCustomerOrders } from "@/lib/api-routes/accounts/list-customer-orders";
import { updateAllergenProfile } from "@/lib/api-routes/accounts/update-allergen-profile";
import { updateCustomer } from "@/lib/api-routes/accounts/update-customer";
import { updateFoodInsecurity } from "@/lib/api-routes/accounts/update-food-insecurity";
import { updateNotificationPreferences } from "@/lib/api-routes/accounts/update-notification-preferences";

// The account calls (requirements: purchases §7 Customer); the forms carry the schemas.

/** The signed-in customer with the allergen card; nothing is asked while signed out. */
export const useCustomerInfo = (siteId: string, signedIn: boolean) =>
  useSWR<OutputOf<typeof getCustomerInfo>>(
    signedIn ? apiKey(getCustomerInfo, { site_id: siteId }) : null,
    { revalidateOnFocus: false },
  );

export const useCustomerOrders = (siteId: string) =>
  useSWR<OutputOf<typeof listCustomerOrders>>(apiKey(listCustomerOrders, { site_id: siteId }));

export const logIn = (params: InputOf<typeof authenticateCustomer>) =>
  apiRequest(authenticateCustomer, params);

export const signUp = (params: InputOf<typeof createCustomer>) =>
  apiRequest(createCustomer, params);

export const saveProfile = (params: InputOf<typeof updateCustomer>) =>
  apiRequest(updateCustomer, params);

export const saveAllergens = (params: InputOf<typeof updateAllergenProfile>) =>
  apiRequest(updateAllergenProfile, params);

export const savePreferences = (params: InputOf<typeof updateNotificationPreferences>) =>
  apiRequest(updateNotificationPreferences, params);

export const saveFoodInsecurity = (params: InputOf<typeof updateFoodInsecurity>) =>
  apiRequest(updateFoodInsecurity, params);
