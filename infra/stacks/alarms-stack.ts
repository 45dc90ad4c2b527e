import { Annotations, CfnOutput, Duration, Stack, type StackProps } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import { SubscriptionProtocol, Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription, UrlSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Construct } from "constructs";

export interface AlarmsStackProps extends StackProps {
  /** Addresses told of every alarm of the stage (infra/config.ts alarmEmails). */
  emails: readonly string[];
  /** HTTPS endpoints (a chat or paging webhook) told the same (infra/config.ts alarmUrls). */
  urls: readonly string[];
  /** Production with nobody subscribed is a mistake worth a synth warning. */
  warnWithoutSubscribers: boolean;
}

/**
 * The stage's one alarm topic. Every CloudWatch alarm of the app publishes to it when it fires
 * and when it clears (infra/constructs/alarms.ts); who hears it is configuration. Its own stack,
 * so the stacks that own alarms (Api, Billing, Workers) depend on it and on nothing else of
 * each other's.
 */
export class AlarmsStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsStackProps) {
    super(scope, id, props);

    // Encrypted at rest (cdk-nag SNS2). CloudWatch publishes through the key, which the
    // AWS-managed SNS key does not allow, so the key is ours, rotated yearly (KMS5).
    const key = new Key(this, "TopicKey", {
      description: `Encrypts the ${id} alarm topic`,
      enableKeyRotation: true,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: "CloudWatchAlarmsPublish",
        principals: [new ServicePrincipal("cloudwatch.amazonaws.com")],
        actions: ["kms:Decrypt", "kms:GenerateDataKey*"],
        resources: ["*"],
      }),
    );

    this.topic = new Topic(this, "Topic", {
      displayName: "Dine On Campus alarms",
      masterKey: key,
      // Publish and subscribe over TLS only (cdk-nag SNS3).
      enforceSSL: true,
    });
    // Only this account's alarms may publish (the topic policy replaces SNS's default one).
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: "CloudWatchAlarmsOfThisAccount",
        principals: [new ServicePrincipal("cloudwatch.amazonaws.com")],
        actions: ["sns:Publish"],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { "aws:SourceAccount": this.account },
          ArnLike: {
            "aws:SourceArn": `arn:${this.partition}:cloudwatch:${this.region}:${this.account}:alarm:*`,
          },
        },
      }),
    );

    for (const email of props.emails) this.topic.addSubscription(new EmailSubscription(email));
    for (const url of props.urls) {
      this.topic.addSubscription(
        new UrlSubscription(url, { protocol: SubscriptionProtocol.HTTPS }),
      );
    }
    if (props.warnWithoutSubscribers && props.emails.length + props.urls.length === 0) {
      Annotations.of(this).addWarningV2(
        "dine-on-campus:alarm-subscribers",
        "No alarm subscribers: set alarmEmails or alarmUrls (docs/infrastructure.md, Alarms).",
      );
    }

    new CfnOutput(this, "AlarmTopicArn", { value: this.topic.topicArn });
  }
}
