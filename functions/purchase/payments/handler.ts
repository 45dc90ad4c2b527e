import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { paymentsRoutes } from "../../../shared/purchase/routes/payments";
import { createGroupHandler } from "../../platform/group-handler";
import { dynamoSiteStore } from "../../platform/site-store";
import { configuredWebOrigin } from "../../platform/web-origin";
import { attemptStore } from "../checkout/attempt-store";
import { paymentGatewayFor } from "../gateway";
import {
  accountIdFor,
  configuredAccountIds,
  createStripeClient,
  stripeAccount,
} from "../gateway/stripe-accounts";
import { handleStripeWebhook, type WebhookDeps } from "./webhook-service";
import { dynamoWebhookStore } from "./webhook-store";
import type { WebhookAccount } from "./webhook-verify";

let accounts: Promise<WebhookAccount[]> | undefined;

/** Every configured Stripe account with its client, read once per cold start. */
function configuredAccounts(): Promise<WebhookAccount[]> {
  accounts ??= Promise.all(
    configuredAccountIds().map(async (id) => {
      const account = await stripeAccount(id);
      const client = await createStripeClient(account.secretKey);
      return { id, webhookSecret: account.webhookSecret, client };
    }),
  );
  accounts.catch(() => {
    accounts = undefined;
  });
  return accounts;
}

const deps = (): WebhookDeps => ({
  accounts: configuredAccounts,
  accountIdFor: (siteId) => accountIdFor(siteId),
  site: async (siteId) => (await dynamoSiteStore.getById(siteId))?.site,
  attempts: attemptStore,
  store: dynamoWebhookStore,
  gatewayFor: paymentGatewayFor,
  webOrigin: configuredWebOrigin(),
});

/** The body exactly as Stripe signed it: the signature covers the bytes, not the JSON. */
function rawBodyOf(event: APIGatewayProxyEventV2): string {
  const body = event.body ?? "";
  return event.isBase64Encoded ? Buffer.from(body, "base64").toString("utf8") : body;
}

const headerOf = (event: APIGatewayProxyEventV2, name: string) =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

export const handler = createGroupHandler(paymentsRoutes, {
  stripeWebhook: (_input, { event, now }) =>
    handleStripeWebhook(deps(), {
      rawBody: rawBodyOf(event),
      signature: headerOf(event, "stripe-signature"),
      now,
    }),
});
