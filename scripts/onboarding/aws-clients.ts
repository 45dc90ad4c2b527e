import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod";

/**
 * Local stack: DYNAMODB_ENDPOINT / S3_ENDPOINT point at DynamoDB Local and s3rver, with dummy
 * credentials. AWS: no endpoint, the SDK's default credentials and the deployed names.
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
  close(): void;
}

const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "local" };
/** s3rver (the local files bucket) accepts only its own well-known dummy key pair. */
const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export function targetsFromEnv(environment: NodeJS.ProcessEnv = process.env): OnboardTargets {
  const env = onboardEnvSchema.parse(environment);
  const base = new DynamoDBClient({
    region: env.AWS_REGION,
    ...(env.DYNAMODB_ENDPOINT
      ? { endpoint: env.DYNAMODB_ENDPOINT, credentials: LOCAL_CREDENTIALS }
      : {}),
  });
  const s3 = new S3Client({
    region: env.AWS_REGION,
    ...(env.S3_ENDPOINT
      ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: S3RVER_CREDENTIALS }
      : {}),
  });
  const db = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return {
    db,
    s3,
    tableName: env.TABLE_NAME,
    bucket: env.FILES_BUCKET,
    close: () => {
      db.destroy();
      s3.destroy();
    },
  };
}
