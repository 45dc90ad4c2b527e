import type { Session } from "../../platform/session/session-token";
import { requireAccount } from "./account-service";
import { allergenCardOf } from "./customer-mapping";
import type { CustomerStore } from "./customer-store";

/** The signed-in customer with the allergen card (apart from the profile's edits and forms). */
export async function customerInfo(
  customers: CustomerStore,
  session: Session | undefined,
  walletPass: boolean,
) {
  const { account } = await requireAccount(customers, session);
  return {
    customer: account.customer,
    allergen_card: allergenCardOf(account.customer, account.serialNumber),
    wallet_pass: walletPass && account.customer.contact_name !== "",
  };
}
