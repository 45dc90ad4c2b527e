import { type Duration, Stack } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { NagSuppressions } from "cdk-nag";
import type { Construct } from "constructs";
import { lambdaBundling, MAIL_CLIENT_LIBRARY, repoRoot } from "../bundling";
import type { MailAccess } from "./group-function";
import { LAMBDA_BASELINE_SUPPRESSIONS } from "./lambda-nag";
import { LibraryLayer } from "./library-layer";

export type WorkerMail = Omit<MailAccess, "groups">;

export interface WorkerFunctionProps {
  /** The handler file under functions/, e.g. "subscriptions/billing/worker" or "platform/outbox/handler" (groupFolder). */
  entry: string;
  description: string;
  /** POWERTOOLS_SERVICE_NAME: the `service` of every log line. */
  service: string;
  timeout: Duration;
  table: ITable;
  logRetention: RetentionDays;
  /** Given, the function may send mail: the SES client's layer, MAIL_FROM and the SES grant. */
  mail?: WorkerMail | undefined;
  environment?: Record<string, string>;
}

/**
 * A Lambda that serves no route (scheduled billing, reconciliation, the mail outbox), with the
 * house defaults of GroupFunction: Node 22 on ARM64, the one bundle definition
 * (infra/bundling.ts), a log group with retention. It gets the table's name and no table
 * access: each caller grants the exact actions it needs.
 */
export class WorkerFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: WorkerFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: props.logRetention });
    const { mail } = props;
    super(scope, id, {
      entry: `${repoRoot}functions/${props.entry}.ts`,
      handler: "handler",
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout,
      description: props.description,
      logGroup,
      bundling: lambdaBundling,
      // The SES client comes from a layer on the first mail (functions/platform/mailer.ts).
      layers: mail ? [new LibraryLayer(scope, `${id}Libraries`, [MAIL_CLIENT_LIBRARY])] : [],
      environment: {
        TABLE_NAME: props.table.tableName,
        ...(mail
          ? {
              SES_CONFIGURATION_SET: mail.configurationSetName,
              MAIL_FROM: mail.from,
              ...(mail.webOrigin ? { WEB_ORIGIN: mail.webOrigin } : {}),
            }
          : {}),
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.service,
      },
    });
    if (mail) this.addToRolePolicy(sendMailStatement(this, mail));
    NagSuppressions.addResourceSuppressions(this, [...LAMBDA_BASELINE_SUPPRESSIONS], true);
  }

  /** Exactly these table actions, on the table and the named indexes only. */
  grantTable(table: ITable, actions: readonly string[], indexes: readonly string[] = []): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: [...actions],
        resources: [table.tableArn, ...indexes.map((index) => `${table.tableArn}/index/${index}`)],
      }),
    );
  }
}

/** SES sending with the stage's identity and configuration set, nothing else. */
export function sendMailStatement(scope: Construct, mail: WorkerMail): PolicyStatement {
  const configurationSetArn = Stack.of(scope).formatArn({
    service: "ses",
    resource: "configuration-set",
    resourceName: mail.configurationSetName,
  });
  return new PolicyStatement({
    actions: ["ses:SendEmail", "ses:SendRawEmail"],
    resources: [mail.identityArn, configurationSetArn],
  });
}
