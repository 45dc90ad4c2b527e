/**
 * Names the CDK app and the scripts that find a deployed stage share. Kept free of CDK
 * imports so `npm run onboard -- --stage prod` can read them without loading aws-cdk-lib.
 */

/** A stage is part of every stack name, so several stages can live in one account. */
export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

export type StackPart =
  | "Data"
  | "Email"
  | "Api"
  | "Web"
  | "Billing"
  | "Edge"
  | "Alarms"
  | "Workers";

export const stackName = (stage: string, part: StackPart): string =>
  `DineOnCampus-${stage}-${part}`;

/** Outputs of the data stack (CloudFormation output keys) that onboarding reads. */
export const DATA_STACK_OUTPUTS = {
  tableName: "TableName",
  filesBucketName: "FilesBucketName",
} as const;

/** Browsers read files at /files/<key>; the object key is the URL path without its "/". */
export const FILES_PREFIX = "files/";

/**
 * The secret CloudFront sends to the API in the origin verify header (shared/platform/api/origin-verify.ts).
 * Named, so the Web stack reads it by a dynamic reference without a cross-stack value.
 */
export const originVerifySecretName = (stage: string): string =>
  `dine-on-campus/${stage}/origin-verify`;

/** The CloudFront web ACL lives in us-east-1 whatever the app's region (AWS WAF requirement). */
export const EDGE_REGION = "us-east-1";

/** The Edge stack's output the Web stack reads with Fn::GetStackOutput. */
export const EDGE_STACK_OUTPUTS = { webAclArn: "WebAclArn" } as const;
