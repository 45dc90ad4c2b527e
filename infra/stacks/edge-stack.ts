import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import type { RouteDefinition } from "../../shared/platform/api/route";
import { EdgeFirewall } from "../constructs/edge-firewall";
import { EDGE_STACK_OUTPUTS } from "../stack-names";

export interface EdgeStackProps extends StackProps {
  routes: readonly RouteDefinition[];
  webAclName: string;
}

/**
 * What CloudFront needs from us-east-1 whatever the app's region: the web ACL. The Web stack
 * reads its ARN with Fn::GetStackOutput (a cross-region read that needs no custom resource).
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.firewall = new EdgeFirewall(this, "Firewall", {
      name: props.webAclName,
      routes: props.routes,
    });
    new CfnOutput(this, EDGE_STACK_OUTPUTS.webAclArn, { value: this.firewall.webAcl.attrArn });
  }
}
