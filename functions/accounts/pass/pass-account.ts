import { customerEntity } from "../../../shared/accounts/entities/customer";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../../shared/platform/errors";
import { siteEntity } from "../../../shared/site-content/entities/site";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { Session } from "../../platform/session/session-token";
import { getItems } from "../../platform/table";

/** The pass reads what the customer group's `requireAccount` reads (groups share no code). */
export interface PassAccount {
  site: Site;
  customer: Customer;
  sessionVersion: number;
}

/** The site and the signed-in customer (docs/data-model.md #2 and #23), in one round trip. */
export type PassAccountReader = (
  siteId: string,
  customerId: string,
) => Promise<{ site: Site | undefined; account: Omit<PassAccount, "site"> | undefined }>;

export const dynamoPassAccountReader: PassAccountReader = async (siteId, customerId) => {
  // The password hash never needs to reach this Lambda.
  const [siteItem, customerItem] = await getItems(
    [siteEntity.key({ siteId }), customerEntity.key({ siteId, customerId })],
    ["data", "session_version"],
  );
  return {
    site: siteItem ? siteEntity.fromItem(siteItem) : undefined,
    account: customerItem
      ? {
          customer: customerEntity.fromItem(customerItem),
          sessionVersion: Number(customerItem.session_version ?? 1),
        }
      : undefined,
  };
};

const ACCOUNTS_UNAVAILABLE = "Customer accounts are not available on this site.";

/** Same answers as every other signed-in call: a stale session is 401, a missing feature 403. */
export async function requirePassAccount(
  read: PassAccountReader,
  session: Session | undefined,
): Promise<PassAccount> {
  if (!session) throw new UnauthorizedError();
  const { site, account } = await read(session.siteId, session.customerId);
  if (!site?.published || !site.customer_login) throw new NotFoundError(ACCOUNTS_UNAVAILABLE);
  if (!account || account.sessionVersion !== session.version) throw new UnauthorizedError();
  if (!site.allergen_card) throw new ForbiddenError("This feature is not available on this site.");
  return { site, ...account };
}
