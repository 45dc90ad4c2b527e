/**
 * Names the CDK app and the scripts that find a deployed stage share. Kept free of CDK
 * imports so `npm run onboard -- --stage prod` can read them without loading aws-cdk-lib.
 */

/** A stage is part of every stack name, so several stages can live in one account. */
export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

export type StackPart = "Data" | "Email" | "Api" | "Web" | "Billing";

export const stackName = (stage: string, part: StackPart): string =>
  `DineOnCampus-${stage}-${part}`;

/** Outputs of the data stack (CloudFormation output keys) that onboarding reads. */
export const DATA_STACK_OUTPUTS = {
  tableName: "TableName",
  filesBucketName: "FilesBucketName",
} as const;

/** Browsers read files at /files/<key>; the object key is the URL path without its "/". */
export const FILES_PREFIX = "files/";
