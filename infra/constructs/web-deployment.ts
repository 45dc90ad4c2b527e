import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Stack } from "aws-cdk-lib";
import type { IDistribution } from "aws-cdk-lib/aws-cloudfront";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { NagSuppressions } from "cdk-nag";
import { Construct } from "constructs";
import {
  type DeploymentConfig,
  withDeploymentConfig,
} from "../../shared/platform/deployment-config";
import { SERVICE_WORKER_FILE } from "../../web/src/sw/cache-names";

export interface WebDeploymentProps {
  /** The built SPA (web/dist). */
  source: string;
  bucket: IBucket;
  distribution: IDistribution;
  /** Written into every page as its config meta tag (shared/platform/deployment-config.ts). */
  config: DeploymentConfig;
}

/**
 * The build's pages with the stage's config in them, read at synth: the config is then part of
 * the template, and a changed setting redeploys the pages.
 */
export function configuredPages(source: string, config: DeploymentConfig): Map<string, string> {
  const pages = readdirSync(source).filter((name) => name.endsWith(".html"));
  return new Map(
    pages.map((name) => [
      name,
      withDeploymentConfig(readFileSync(join(source, name), "utf8"), config),
    ]),
  );
}

/**
 * The build's service worker, when it has one, with the stage's config noted in it: the worker
 * keeps the app shell, so a changed config (which changes every page) must change the worker's
 * bytes too, or browsers would keep the pages from before (docs/web-app.md, "Offline").
 */
export function configuredWorker(source: string, config: DeploymentConfig): string | undefined {
  const file = join(source, SERVICE_WORKER_FILE);
  if (!existsSync(file)) return undefined;
  const digest = createHash("sha256").update(JSON.stringify(config)).digest("hex").slice(0, 12);
  return `${readFileSync(file, "utf8")}\n// deployment config ${digest}\n`;
}

/**
 * Copies the built SPA into the web bucket. Hashed assets are cached for a year; HTML and the
 * service worker are revalidated on every load so a deploy reaches visitors at once.
 */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);

    const source = Source.asset(props.source);
    const assets = new BucketDeployment(this, "Assets", {
      sources: [source],
      destinationBucket: props.bucket,
      // Excluded files are neither uploaded nor pruned: the HTML step below owns the HTML and the
      // service worker, and meta.json is the build's esbuild metafile for the bundle benchmark.
      exclude: ["*.html", "meta.json", SERVICE_WORKER_FILE],
      // Old hashed assets stay for visitors whose open page still references them.
      prune: false,
      cacheControl: [CacheControl.fromString("public, max-age=31536000, immutable")],
      memoryLimit: 512,
    });
    const worker = configuredWorker(props.source, props.config);
    const html = new BucketDeployment(this, "Html", {
      sources: [
        ...[...configuredPages(props.source, props.config)].map(([name, html]) =>
          Source.data(name, html),
        ),
        ...(worker === undefined ? [] : [Source.data(SERVICE_WORKER_FILE, worker)]),
      ],
      destinationBucket: props.bucket,
      exclude: ["*"],
      include: ["*.html", SERVICE_WORKER_FILE],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ["/*"],
      memoryLimit: 512,
    });
    html.node.addDependency(assets);

    // BucketDeployment runs a CDK-owned singleton Lambda created at stack level.
    for (const child of Stack.of(this).node.children) {
      if (!child.node.id.startsWith("Custom::CDKBucketDeployment")) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          {
            id: "AwsSolutions-IAM4",
            reason: "CDK's BucketDeployment handler uses AWSLambdaBasicExecutionRole for logs.",
            appliesTo: [
              "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
            ],
          },
          {
            id: "AwsSolutions-IAM5",
            reason:
              "CDK's BucketDeployment handler must read every asset object and write and " +
              "prune every object of the web bucket, and invalidate the distribution.",
          },
          {
            id: "AwsSolutions-L1",
            reason: "The BucketDeployment handler runtime is chosen and updated by aws-cdk-lib.",
          },
        ],
        true,
      );
    }
  }
}
