import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import type { Customer } from "../../shared/api/routes/customer-schemas";
import { customerKeys, siteKeys } from "../../shared/data/keys";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../shared/errors";
import { type Site, siteSchema } from "../../shared/schemas/site";
import { documentClient, tableName } from "../lib/dynamo";
import type { Session } from "../lib/session/session-token";

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
  const siteKey = siteKeys.site(siteId);
  const customerKey = customerKeys.customer(siteId, customerId);
  const { Responses } = await documentClient().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: {
          Keys: [siteKey, customerKey],
          // The password hash never needs to reach this Lambda.
          ProjectionExpression: "#pk, #sk, #data, session_version",
          ExpressionAttributeNames: { "#pk": "pk", "#sk": "sk", "#data": "data" },
        },
      },
    }),
  );
  const items = Responses?.[tableName()] ?? [];
  const siteItem = items.find((item) => item.sk === siteKey.sk);
  const customerItem = items.find((item) => item.pk === customerKey.pk);
  return {
    site: siteItem ? siteSchema.parse(siteItem.data) : undefined,
    account: customerItem
      ? {
          customer: customerItem.data as Customer,
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
