import * as z from "zod";

// Validated once at cold start: a missing table name fails loudly instead of at the first query.
const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  /** Set only on the local stack (DynamoDB Local); in AWS the SDK finds the regional endpoint. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().default("us-east-1"),
  FILES_BUCKET: z.string().default("files"),
  S3_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  MAIL_FROM: z.string().default("no-reply@dineoncampus.local"),
  SES_CONFIGURATION_SET: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
