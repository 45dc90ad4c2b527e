import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../scripts/onboarding/configuration-error";
import { stageTargets } from "../../../scripts/onboarding/stage-targets";

const cloudFormation = mockClient(CloudFormationClient);
const client = () =>
  new CloudFormationClient({
    region: "eu-west-1",
    credentials: { accessKeyId: "test", secretAccessKey: "test" },
  });

const sdkError = (name: string, message: string) => Object.assign(new Error(message), { name });

afterEach(() => cloudFormation.reset());

describe("onboarding into a deployed stage", () => {
  it("reads the table and bucket from the stage's data stack outputs", async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: "DineOnCampus-prod-Data" }).resolves({
      Stacks: [
        {
          StackName: "DineOnCampus-prod-Data",
          CreationTime: new Date(),
          StackStatus: "UPDATE_COMPLETE",
          Outputs: [
            { OutputKey: "TableName", OutputValue: "prod-table-123" },
            { OutputKey: "FilesBucketName", OutputValue: "prod-files-456" },
          ],
        },
      ],
    });
    const targets = await stageTargets("prod", client());
    expect(targets).toMatchObject({
      tableName: "prod-table-123",
      bucket: "prod-files-456",
      // CloudFront serves /files/* from keys under files/.
      filesKeyPrefix: "files/",
    });
    expect(await targets.db.config.region()).toBe("eu-west-1");
    targets.close();
  });

  it.each([
    ["Prod", /^"Prod" is not a stage name: set --stage/],
    ["", /is not a stage name/],
  ])("refuses the stage name %j before calling AWS", async (stage, message) => {
    await expect(stageTargets(stage, client())).rejects.toThrow(message);
    expect(cloudFormation.calls()).toHaveLength(0);
  });

  it.each([
    [
      sdkError("ValidationError", "Stack with id DineOnCampus-qa-Data does not exist"),
      "There is no stack DineOnCampus-qa-Data in eu-west-1: check --stage and AWS_REGION, or deploy the stage first (npx cdk deploy --all -c stage=qa).",
    ],
    [
      sdkError("CredentialsProviderError", "Could not load credentials from any providers"),
      "No AWS credentials found: set AWS_PROFILE (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) for the account the qa stage is deployed in.",
    ],
    [
      sdkError("Error", "Region is missing"),
      "No AWS region is set: set AWS_REGION (or a region in your AWS profile) to the region the qa stage is deployed in.",
    ],
    [
      sdkError("ExpiredToken", "The security token included in the request is expired"),
      "AWS rejected your credentials (ExpiredToken): set AWS_PROFILE to a profile with valid credentials (after `aws sso login` if it uses SSO).",
    ],
  ])("turns %s into one sentence naming what to set", async (error, sentence) => {
    cloudFormation.on(DescribeStacksCommand).rejects(error);
    const failure = await stageTargets("qa", client()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(sentence);
  });

  it("names the missing output of a stack deployed before the outputs existed", async () => {
    cloudFormation.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: "DineOnCampus-qa-Data",
          CreationTime: new Date(),
          StackStatus: "CREATE_COMPLETE",
          Outputs: [{ OutputKey: "TableName", OutputValue: "t" }],
        },
      ],
    });
    await expect(stageTargets("qa", client())).rejects.toThrow(
      "The stack DineOnCampus-qa-Data has no FilesBucketName output: deploy the current infrastructure first (npx cdk deploy -c stage=qa DineOnCampus-qa-Data).",
    );
  });
});
