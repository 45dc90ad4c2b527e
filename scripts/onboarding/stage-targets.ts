import {
  CloudFormationClient,
  DescribeStacksCommand,
  type Output,
} from "@aws-sdk/client-cloudformation";
import {
  DATA_STACK_OUTPUTS,
  FILES_PREFIX,
  STAGE_PATTERN,
  stackName,
} from "../../infra/stack-names";
import { createTargets, type OnboardTargets } from "./aws-clients";
import { ConfigurationError } from "./configuration-error";

const REJECTED_CREDENTIALS = new Set([
  "ExpiredToken",
  "ExpiredTokenException",
  "InvalidClientTokenId",
  "UnrecognizedClientException",
  "SignatureDoesNotMatch",
]);

/** The SDK's errors, each as the one thing to set. */
function explain(error: unknown, stage: string, name: string, region: string): Error {
  const { name: kind, message } = error as Error;
  const deployHint = `npx cdk deploy --all -c stage=${stage}`;
  if (kind === "CredentialsProviderError" || /could not load credentials/i.test(message)) {
    return new ConfigurationError(
      `No AWS credentials found: set AWS_PROFILE (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) for the account the ${stage} stage is deployed in.`,
    );
  }
  if (/region is missing/i.test(message)) {
    return new ConfigurationError(
      `No AWS region is set: set AWS_REGION (or a region in your AWS profile) to the region the ${stage} stage is deployed in.`,
    );
  }
  if (REJECTED_CREDENTIALS.has(kind)) {
    return new ConfigurationError(
      `AWS rejected your credentials (${kind}): set AWS_PROFILE to a profile with valid credentials (after \`aws sso login\` if it uses SSO).`,
    );
  }
  if (kind === "AccessDenied" || kind === "AccessDeniedException") {
    return new ConfigurationError(
      `Your AWS credentials may not read the stack ${name} (access denied): set AWS_PROFILE to a profile allowed cloudformation:DescribeStacks.`,
    );
  }
  if (kind === "ValidationError" && /does not exist/i.test(message)) {
    return new ConfigurationError(
      `There is no stack ${name} in ${region}: check --stage and AWS_REGION, or deploy the stage first (${deployHint}).`,
    );
  }
  return new ConfigurationError(
    `Cannot read the stack ${name} in ${region} (${kind}: ${message}).`,
  );
}

const outputValue = (outputs: Output[], key: string): string | undefined =>
  outputs.find((output) => output.OutputKey === key)?.OutputValue;

/**
 * A deployed stage: the table and the files bucket from the data stack's outputs
 * (infra/stacks/data-stack.ts), the SDK's default credentials and region.
 */
export async function stageTargets(
  stage: string,
  client?: CloudFormationClient,
): Promise<OnboardTargets> {
  if (!STAGE_PATTERN.test(stage)) {
    throw new ConfigurationError(
      `"${stage}" is not a stage name: set --stage to the stage the stacks were deployed with (lower-case letters, digits and hyphens, for example prod).`,
    );
  }
  const name = stackName(stage, "Data");
  const cloudFormation = client ?? new CloudFormationClient({});
  const region = await cloudFormation.config.region().catch(() => undefined);
  let outputs: Output[];
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: name }));
    outputs = Stacks?.[0]?.Outputs ?? [];
  } catch (error) {
    throw explain(error, stage, name, region ?? "your AWS region");
  } finally {
    if (!client) cloudFormation.destroy();
  }
  const tableName = outputValue(outputs, DATA_STACK_OUTPUTS.tableName);
  const bucket = outputValue(outputs, DATA_STACK_OUTPUTS.filesBucketName);
  if (!tableName || !bucket) {
    const missing = tableName ? DATA_STACK_OUTPUTS.filesBucketName : DATA_STACK_OUTPUTS.tableName;
    throw new ConfigurationError(
      `The stack ${name} has no ${missing} output: deploy the current infrastructure first (npx cdk deploy -c stage=${stage} ${name}).`,
    );
  }
  return createTargets({ tableName, bucket, region, filesKeyPrefix: FILES_PREFIX });
}
