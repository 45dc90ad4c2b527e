import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from "aws-cdk-lib/aws-ses";
import type { Construct } from "constructs";

export interface EmailStackProps extends StackProps {
  mailDomain: string;
}

/**
 * The SES sending domain and the configuration set every message goes through. DNS is
 * not managed here (no hosted-zone lookup, so synth stays offline): the DKIM records are
 * stack outputs to copy into the domain's zone.
 */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);

    this.configurationSet = new ConfigurationSet(this, "ConfigurationSet", {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, "Identity", {
      identity: Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });

    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `CNAME for ${props.mailDomain} DKIM`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
