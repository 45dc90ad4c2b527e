import useSWR from "swr";
import { apiKey, apiRequest, type InputOf, type OutputOf } from "@/lib/api-client";
import { authenticateCustomer } from "@/lib/api-routes/accounts/authenticate-customer";
import { getCustomerInfo } from "@/lib/api-routes/accounts/get-customer-info";
import { listOrderForm } from "@/lib/api-routes/visitor-forms/list-order-form";

export type CheckoutOrderForm = OutputOf<typeof listOrderForm>;

/** The order form's settings the checkout reads (the same key as the purchase page's). */
export const useCheckoutOrderForm = (siteId: string) =>
  useSWR<CheckoutOrderForm>(apiKey(listOrderForm, { site_id: siteId }));

/** The signed-in customer's profile, which the checkout form starts from; nothing while signed out. */
export const useCheckoutProfile = (siteId: string, signedIn: boolean) =>
  useSWR<OutputOf<typeof getCustomerInfo>>(
    signedIn ? apiKey(getCustomerInfo, { site_id: siteId }) : null,
    { revalidateOnFocus: false },
  );

/** The login dialog's sign-in (requirements: purchases §7 customer/authenticate). */
export const logIn = (params: InputOf<typeof authenticateCustomer>) =>
  apiRequest(authenticateCustomer, params);
