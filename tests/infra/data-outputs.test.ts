import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { DATA_STACK_OUTPUTS, stackName } from "../../infra/stack-names";
import { createTestApp } from "./support/create-test-app";

let template: Template;
let stackId: string;

beforeAll(() => {
  const { data } = createTestApp({ context: { stage: "qa" } });
  template = Template.fromStack(data);
  stackId = data.stackName;
});

/** `npm run onboard -- --stage <stage>` reads these outputs with DescribeStacks. */
describe("DataStack outputs for onboarding", () => {
  it("is named as scripts/onboarding looks it up", () => {
    expect(stackId).toBe(stackName("qa", "Data"));
  });

  it("outputs the table name", () => {
    const [tableId] = Object.keys(template.findResources("AWS::DynamoDB::Table"));
    template.hasOutput(DATA_STACK_OUTPUTS.tableName, { Value: { Ref: tableId } });
  });

  it("outputs the files bucket name", () => {
    const buckets = template.findResources("AWS::S3::Bucket", {
      Properties: { VersioningConfiguration: { Status: "Enabled" } },
    });
    const [filesId] = Object.keys(buckets);
    expect(Object.keys(buckets)).toHaveLength(1);
    template.hasOutput(DATA_STACK_OUTPUTS.filesBucketName, { Value: { Ref: filesId } });
  });
});
