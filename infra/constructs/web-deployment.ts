import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Stack } from "aws-cdk-lib";
import type { IDistribution } from "aws-cdk-lib/aws-cloudfront";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { NagSuppressions } from "cdk-nag";
import { Construct } from "constructs";
import { type DeploymentConfig, withDeploymentConfig } from "../../shared/deployment-config";

export interface WebDeploymentProps {
  /** The built SPA (web/dist). */
  source: string;
  bucket: IBucket;
  distribution: IDistribution;
  /** Written into every page as its config meta tag (shared/deployment-config.ts). */
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
 * Copies the built SPA into the web bucket. Hashed assets are cached for a year; HTML is
 * revalidated on every load so a deploy reaches visitors at once.
 */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);

    const source = Source.asset(props.source);
    const assets = new BucketDeployment(this, "Assets", {
      sources: [source],
      destinationBucket: props.bucket,
      // Excluded files are neither uploaded nor pruned: the HTML step below owns the HTML,
      // and meta.json is the build's esbuild metafile for the bundle benchmark, not a page.
      exclude: ["*.html", "meta.json"],
      // Old hashed assets stay for visitors whose open page still references them.
      prune: false,
      cacheControl: [CacheControl.fromString("public, max-age=31536000, immutable")],
      memoryLimit: 512,
    });
    const html = new BucketDeployment(this, "Html", {
      sources: [...configuredPages(props.source, props.config)].map(([name, html]) =>
        Source.data(name, html),
      ),
      destinationBucket: props.bucket,
      exclude: ["*"],
      include: ["*.html"],
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
