import { createHash, timingSafeEqual } from "node:crypto";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerResult,
} from "aws-lambda";
import { ORIGIN_VERIFY_HEADER } from "../../../shared/platform/api/origin-verify";
import { CLIENT_TIMEOUTS } from "../client-timeouts";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant-time comparison; digests first so the lengths always match. */
export const originHeaderMatches = (received: string | undefined, expected: string): boolean =>
  received !== undefined && expected !== "" && timingSafeEqual(digest(received), digest(expected));

/**
 * The HTTP API's authorizer (simple responses): allows a request only when CloudFront's
 * secret origin header is present and right. API Gateway caches the answer per header value
 * (infra/stacks/api-stack.ts), so it runs about once per five minutes, not per request.
 */
export function createOriginVerifier(loadSecret: () => Promise<string>) {
  let secret: Promise<string> | undefined;
  return async (
    event: Pick<APIGatewayRequestAuthorizerEventV2, "headers">,
  ): Promise<APIGatewaySimpleAuthorizerResult> => {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return {
      isAuthorized: originHeaderMatches(event.headers?.[ORIGIN_VERIFY_HEADER], await secret),
    };
  };
}

export const handler = createOriginVerifier(async () => {
  const arn = process.env.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) throw new Error("ORIGIN_VERIFY_SECRET_ARN is not configured.");
  const client = new SecretsManagerClient({ ...CLIENT_TIMEOUTS.secretsManager });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error("The origin verify secret is empty.");
  return SecretString;
});
