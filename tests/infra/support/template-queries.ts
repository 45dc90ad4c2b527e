import type { Template } from "aws-cdk-lib/assertions";

export type Resource = { Properties: Record<string, unknown> };
export type Statement = Record<string, unknown>;

/** The logical id of the only role whose id starts with `prefix` (a function's service role). */
export function roleOf(template: Template, prefix: string): string {
  const ids = Object.keys(template.findResources("AWS::IAM::Role")).filter((key) =>
    key.startsWith(prefix),
  );
  if (ids.length !== 1) throw new Error(`expected one role ${prefix}*, found ${ids.join(", ")}`);
  return ids[0] as string;
}

/** Every statement of the inline policies attached to one role. */
export function statementsOf(template: Template, roleLogicalId: string): Statement[] {
  const policies = Object.values(template.findResources("AWS::IAM::Policy")) as Resource[];
  return policies
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
}

export const actionsOf = (statements: Statement[]): string[] =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action])) as string[];

/** The managed policies attached to one role, as their ARN templates. */
export function managedPoliciesOf(template: Template, roleLogicalId: string): string[] {
  const role = template.findResources("AWS::IAM::Role")[roleLogicalId] as Resource | undefined;
  return ((role?.Properties.ManagedPolicyArns as unknown[]) ?? []).map((arn) =>
    JSON.stringify(arn),
  );
}
