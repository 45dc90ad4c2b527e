import { dirname } from "node:path";
import { AssetHashType, DockerImage, Duration, Stack } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import {
  Architecture,
  Code,
  type ILayerVersion,
  Function as LambdaFunction,
  Runtime,
} from "aws-cdk-lib/aws-lambda";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { NagSuppressions } from "cdk-nag";
import type { Construct } from "constructs";
import type { RouteDefinition } from "../../shared/platform/api/route";
import { bundleGroup, lambdaEntry } from "../bundling";
import { LAMBDA_BASELINE_SUPPRESSIONS } from "./lambda-nag";

export interface MailAccess {
  /** Groups allowed to send (infra/group-permissions.ts). */
  groups: readonly string[];
  identityArn: string;
  configurationSetName: string;
  from: string;
  /** The campus web origin every link in mail points at; never taken from a request. */
  webOrigin: string | undefined;
}

export interface GroupFunctionProps {
  group: string;
  /** The group's routes; their methods decide read-only or read-write table access. */
  routes: readonly RouteDefinition[];
  table: ITable;
  filesBucket: IBucket;
  /** Groups allowed to write the files bucket (infra/group-permissions.ts). */
  fileWriterGroups: readonly string[];
  mail: MailAccess;
  sessionSecret: ISecret;
  logRetention: RetentionDays;
  /** Defaults to functions/<group>/handler.ts. */
  entry?: string;
  /** Libraries loaded on demand (infra/bundling.ts groupLayerLibraries). */
  layers?: ILayerVersion[];
  /**
   * Concurrency kept for this group alone, and its ceiling: the purchase groups get it so a
   * read storm elsewhere cannot starve a checkout (docs/capacity.md). Unset: the shared pool.
   */
  reservedConcurrentExecutions?: number | undefined;
}

/** All-GET groups only read: a bug or injection there cannot write the table. */
export const isReadOnlyGroup = (routes: readonly RouteDefinition[]): boolean =>
  routes.every((route) => route.method === "GET");

/**
 * The session key verifies the login cookie, so only groups with customer or staff routes read
 * it, `cart`, whose public add_meal_plan requires a signed-in customer for subscription plans,
 * and groups with CSRF-checked public routes (the staff password route of `users`): a CSRF
 * token is an HMAC under the same key (functions/platform/session/csrf.ts).
 */
export const needsSessionKey = (group: string, routes: readonly RouteDefinition[]): boolean =>
  group === "customer" ||
  group === "cart" ||
  routes.some(
    (route) => route.auth === "customer" || route.auth === "staff" || route.csrf === true,
  );

/**
 * The Lambda of one route group with the house defaults (as in Powertools): Node 22 on
 * ARM64, ESM bundle with source maps, a log group with retention, a 20-second timeout (the
 * spec's API timeout, requirements: public-browsing §9) and explicit least-privilege grants.
 *
 * Bundled by esbuild on this machine with code splitting (infra/bundling.ts `bundleGroup`),
 * which NodejsFunction's single-file bundling cannot do: a cold start reads only the chunks
 * every request needs (docs/benchmarks.md, Lambda bundles).
 */
export class GroupFunction extends LambdaFunction {
  readonly group: string;
  readonly readOnly: boolean;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    const { group, routes } = props;
    if (routes.length === 0 || routes.some((route) => route.group !== group)) {
      throw new Error(`GroupFunction ${group}: needs its own routes and only those.`);
    }
    // Created beside the function: the function takes the log group as a constructor prop.
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: props.logRetention });
    const entry = props.entry ?? lambdaEntry(group);
    super(scope, id, {
      code: Code.fromAsset(dirname(entry), {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // CDK requires an image, for bundlers that cannot run here; `tryBundle` always does
          // (esbuild is a dependency), so no container is ever started.
          image: DockerImage.fromRegistry("public.ecr.aws/sam/build-nodejs22.x"),
          local: {
            tryBundle(outputDir) {
              bundleGroup(group, outputDir, entry);
              return true;
            },
          },
        },
      }),
      handler: "index.handler",
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(20),
      description: `Dine On Campus /v1/${group} routes`,
      logGroup,
      layers: props.layers ?? [],
      ...(props.reservedConcurrentExecutions === undefined
        ? {}
        : { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
      environment: {
        TABLE_NAME: props.table.tableName,
        FILES_BUCKET: props.filesBucket.bucketName,
        SESSION_SECRET_ARN: props.sessionSecret.secretArn,
        SES_CONFIGURATION_SET: props.mail.configurationSetName,
        MAIL_FROM: props.mail.from,
        ...(props.mail.webOrigin ? { WEB_ORIGIN: props.mail.webOrigin } : {}),
        // Behind CloudFront the viewer's address is in CloudFront-Viewer-Address
        // (functions/platform/client-address.ts); the origin-verify authorizer makes it trustworthy.
        CLIENT_ADDRESS_SOURCE: "cloudfront",
        POWERTOOLS_SERVICE_NAME: group,
      },
    });
    this.group = group;
    this.readOnly = isReadOnlyGroup(routes);

    if (this.readOnly) props.table.grantReadData(this);
    else props.table.grantReadWriteData(this);
    if (props.fileWriterGroups.includes(group)) props.filesBucket.grantReadWrite(this);
    if (needsSessionKey(group, routes)) props.sessionSecret.grantRead(this);
    if (props.mail.groups.includes(group)) this.grantSendMail(props.mail);

    this.suppressNagFindings();
  }

  private grantSendMail(mail: MailAccess): void {
    const configurationSetArn = Stack.of(this).formatArn({
      service: "ses",
      resource: "configuration-set",
      resourceName: mail.configurationSetName,
    });
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [mail.identityArn, configurationSetArn],
      }),
    );
  }

  private suppressNagFindings(): void {
    NagSuppressions.addResourceSuppressions(
      this,
      [
        ...LAMBDA_BASELINE_SUPPRESSIONS,
        {
          id: "AwsSolutions-IAM5",
          reason:
            "grantReadData/grantReadWriteData on the single table add <table>/index/* so " +
            "queries can use its GSIs; file writers get objects of the files bucket only.",
          appliesTo: [
            { regex: "/^Resource::.*\\/index\\/\\*$/" },
            { regex: "/^Resource::.*Files.*\\/\\*$/" },
            { regex: "/^Action::s3:(Abort|DeleteObject|GetBucket|GetObject|List|PutObject)\\*$/" },
          ],
        },
      ],
      true,
    );
  }
}
