import type { NagPackSuppression } from "cdk-nag";

/**
 * The cdk-nag findings every function of ours carries on purpose: the managed basic execution
 * role (it only writes the function's own logs) and a pinned Node.js runtime.
 */
export const LAMBDA_BASELINE_SUPPRESSIONS: readonly NagPackSuppression[] = [
  {
    id: "AwsSolutions-IAM4",
    reason: "AWSLambdaBasicExecutionRole only allows writing this function's CloudWatch logs.",
    appliesTo: [
      "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
    ],
  },
  {
    id: "AwsSolutions-L1",
    reason:
      "Node.js 22 is pinned on purpose: bundles target node22 (infra/bundling.ts) and " +
      "the runtime is upgraded deliberately, with the bundle target, not by a linter.",
  },
];
