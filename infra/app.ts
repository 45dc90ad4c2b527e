import { existsSync, realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { App, Aspects, Fn, Tags } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { routeList } from "../shared/route-list";
import { readStageConfig, StageConfigError } from "./config";
import { fileWriterGroups, mailGroups } from "./group-permissions";
import {
  EDGE_REGION,
  EDGE_STACK_OUTPUTS,
  originVerifySecretName,
  type StackPart,
  stackName,
} from "./stack-names";
import { AlarmsStack } from "./stacks/alarms-stack";
import { ApiStack } from "./stacks/api-stack";
import { BillingStack } from "./stacks/billing-stack";
import { DataStack } from "./stacks/data-stack";
import { EdgeStack } from "./stacks/edge-stack";
import { EmailStack } from "./stacks/email-stack";
import { WebStack } from "./stacks/web-stack";
import { WorkersStack } from "./stacks/workers-stack";

export interface DineOnCampusStacks {
  data: DataStack;
  email: EmailStack;
  api: ApiStack;
  web: WebStack;
  billing: BillingStack;
  edge: EdgeStack;
  alarms: AlarmsStack;
  workers: WorkersStack;
}

/**
 * Every stack of one stage (`-c stage=prod`, default dev), named DineOnCampus-<stage>-*.
 * Tests call this on their own App, so what they assert is what `npm run synth` builds.
 */
export function buildApp(app: App): DineOnCampusStacks {
  const config = readStageConfig(app);
  // Without credentials these are undefined and the stacks stay environment-agnostic,
  // which keeps synth offline (no lookups need an account).
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const name = (part: StackPart) => stackName(config.stage, part);
  // The cart and payments groups, the billing worker and the sweeper reach the gateway.
  const payments = { stage: config.stage, settings: config.payments };

  // One topic per stage that every alarm tells (docs/infrastructure.md "Alarms").
  const alarms = new AlarmsStack(app, name("Alarms"), {
    env,
    emails: config.alarmEmails,
    urls: config.alarmUrls,
    warnWithoutSubscribers: config.stage === "prod",
  });
  const alarmTopic = alarms.topic;
  const data = new DataStack(app, name("Data"), { env });
  const email = new EmailStack(app, name("Email"), { env, mailDomain: config.mailDomain });
  // Mail sent by the functions that serve no route (billing, reconciliation, the outbox).
  const workerMail = {
    identityArn: email.identity.emailIdentityArn,
    configurationSetName: email.configurationSet.configurationSetName,
    from: config.mailFrom,
    webOrigin: config.webOrigin,
  };
  const api = new ApiStack(app, name("Api"), {
    env,
    routes: routeList,
    table: data.table,
    filesBucket: data.filesBucket,
    fileWriterGroups,
    mail: {
      groups: mailGroups,
      identityArn: email.identity.emailIdentityArn,
      configurationSetName: email.configurationSet.configurationSetName,
      from: config.mailFrom,
      webOrigin: config.webOrigin,
    },
    logRetention: config.logRetention,
    passCertificateSecretArn: config.passCertificateSecretArn,
    originVerifySecretName: originVerifySecretName(config.stage),
    alarmTopic,
    payments,
    throttle: config.capacity.apiThrottle,
    reservedConcurrency: config.capacity.reservedConcurrency,
  });
  // The CLOUDFRONT web ACL must be created in us-east-1; the Web stack, wherever it is, reads
  // its ARN with Fn::GetStackOutput, so the other stacks keep their region.
  const edge = new EdgeStack(app, name("Edge"), {
    env: { account: env.account, region: EDGE_REGION },
    routes: routeList,
    webAclName: name("Edge"),
  });
  const web = new WebStack(app, name("Web"), {
    env,
    apiEndpoint: api.api.apiEndpoint,
    filesBucketName: data.filesBucket.bucketName,
    filesBucketRegionalDomainName: data.filesBucket.bucketRegionalDomainName,
    webDistDir: config.webDistDir,
    mapTiles: config.mapTiles,
    domainNames: config.domainNames,
    certificateArn: config.certificateArn,
    routes: routeList,
    originVerifySecretName: originVerifySecretName(config.stage),
    webAclArn: Fn.getStackOutput(edge.stackName, EDGE_STACK_OUTPUTS.webAclArn, EDGE_REGION),
  });
  web.addStackDependency(edge, "the distribution uses the Edge stack's web ACL");

  // Subscription billing: an EventBridge Scheduler schedule, a dispatcher, a queue per campus
  // run and a worker (infra/constructs/billing.ts), on the same table and mail identity.
  const billing = new BillingStack(app, name("Billing"), {
    env,
    table: data.table,
    mail: workerMail,
    logRetention: config.logRetention,
    alarmTopic,
    payments,
    workerConcurrency: config.capacity.billingConcurrency,
    chargesPerSecond: config.capacity.billingChargesPerSecond,
  });
  // The checkout reconciliation sweeper (schedule) and the mail outbox worker (table stream).
  const workers = new WorkersStack(app, name("Workers"), {
    env,
    table: data.table,
    mail: workerMail,
    logRetention: config.logRetention,
    stage: config.stage,
    alarmTopic,
    payments,
    outboxConcurrency: config.capacity.outboxConcurrency,
  });

  Tags.of(app).add("project", "dine-on-campus");
  Tags.of(app).add("stage", config.stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { data, email, api, web, billing, edge, alarms, workers };
}

// Synthesize only when run as the CDK app (cdk.json "app"), not when tests import buildApp.
const entry = process.argv[1];
if (entry && existsSync(entry) && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  const app = new App();
  try {
    buildApp(app);
    app.synth();
  } catch (error) {
    // A configuration the stage must not deploy with: one sentence, no stack trace.
    if (!(error instanceof StageConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
