import type { AwsCredentialIdentity } from "@smithy/types";

/**
 * Stands in for `@aws-sdk/credential-provider-node` inside the Lambda bundles only
 * (infra/bundling.ts aliases it). The Lambda runtime always hands the function role's
 * credentials over as environment variables, so the SDK's default chain (SSO, INI files,
 * STS web identity, IMDS, with their nested STS/SSO clients) would be ~100 KB of bundle that
 * only ever reaches its first link. Tests and the local stack run the real chain.
 */
export const defaultProvider = () => async (): Promise<AwsCredentialIdentity> => {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) {
    throw new Error("No AWS credentials in the environment (the Lambda runtime sets them).");
  }
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
  };
};
