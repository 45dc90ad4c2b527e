import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod";

/**
 * Local stack: DYNAMODB_ENDPOINT / S3_ENDPOINT point at DynamoDB Local and s3rver, with dummy
 * credentials. AWS: no endpoint, the SDK's default credentials and the deployed names.
 * `npm run onboard` finds these itself (targets.ts); the variables remain an override.
 */
const onboardEnvSchema = z.object({
  TABLE_NAME: z.string().min(1, "Set TABLE_NAME to the table to onboard into"),
  FILES_BUCKET: z.string().min(1).default("files"),
  DYNAMODB_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AWS_REGION: z.string().min(1).default("us-east-1"),
});

export interface OnboardTargets {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  tableName: string;
  bucket: string;
  /**
   * Put before every object key. CloudFront serves `/files/*` from keys that start with
   * `files/` (infra/stack-names.ts); the local server strips `/files/` itself, so "" there.
   */
  filesKeyPrefix: string;
  close(): void;
}

export interface TargetConfig {
  tableName: string;
  bucket: string;
  /** Undefined: the SDK's default region chain (AWS_REGION, the profile). */
  region?: string | undefined;
  /** Set for DynamoDB Local and s3rver, which take dummy credentials. */
  dynamoEndpoint?: string | undefined;
  s3Endpoint?: string | undefined;
  filesKeyPrefix?: string;
}

const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "local" };
/** s3rver (the local files bucket) accepts only its own well-known dummy key pair. */
const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export function createTargets(config: TargetConfig): OnboardTargets {
  const region = config.region ? { region: config.region } : {};
  const base = new DynamoDBClient({
    ...region,
    ...(config.dynamoEndpoint
      ? { endpoint: config.dynamoEndpoint, credentials: LOCAL_CREDENTIALS }
      : {}),
  });
  const s3 = new S3Client({
    ...region,
    ...(config.s3Endpoint
      ? { endpoint: config.s3Endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS }
      : {}),
  });
  const db = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return {
    db,
    s3,
    tableName: config.tableName,
    bucket: config.bucket,
    filesKeyPrefix: config.filesKeyPrefix ?? "",
    close: () => {
      db.destroy();
      s3.destroy();
    },
  };
}

export function targetsFromEnv(environment: NodeJS.ProcessEnv = process.env): OnboardTargets {
  const env = onboardEnvSchema.parse(environment);
  return createTargets({
    tableName: env.TABLE_NAME,
    bucket: env.FILES_BUCKET,
    region: env.AWS_REGION,
    dynamoEndpoint: env.DYNAMODB_ENDPOINT,
    s3Endpoint: env.S3_ENDPOINT,
  });
}
