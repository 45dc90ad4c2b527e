import { existsSync } from "node:fs";
import {
  Annotations,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
} from "aws-cdk-lib";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { NagSuppressions } from "cdk-nag";
import type { Construct } from "constructs";
import { isEdgeCached } from "../../shared/platform/api/cache";
import { ORIGIN_VERIFY_HEADER } from "../../shared/platform/api/origin-verify";
import type { RouteDefinition } from "../../shared/platform/api/route";
import type { MapTileSource } from "../../shared/platform/map-tiles";
import { SecurityHeaders } from "../constructs/security-headers";
import { SpaRewrite } from "../constructs/spa-rewrite";
import { WebDeployment } from "../constructs/web-deployment";
import { pathPatternsOf } from "../edge-cache-paths";

export interface WebStackProps extends StackProps {
  /** `https://{id}.execute-api.{region}.amazonaws.com` of the HTTP API. */
  apiEndpoint: string;
  filesBucketName: string;
  filesBucketRegionalDomainName: string;
  /** Deployed only when the directory exists (after `npm run build:web`). */
  webDistDir: string;
  /** The campus map's tiles: told to the web app, admitted by the CSP (shared/platform/map-tiles.ts). */
  mapTiles: MapTileSource;
  domainNames: string[];
  certificateArn: string | undefined;
  /** The route list: which /v1 paths are cached public reads (shared/platform/api/cache.ts). */
  routes: readonly RouteDefinition[];
  /** The origin verify secret's name (infra/stack-names.ts), read by a dynamic reference. */
  originVerifySecretName: string;
  /** The CLOUDFRONT-scope web ACL from the Edge stack (us-east-1). */
  webAclArn: string;
}

/**
 * One CloudFront origin for everything the browser loads: the SPA from a private bucket,
 * the API under /v1/* and public files under /files/*. Same origin means no CORS and one
 * place for the security headers.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly webBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = new Bucket(this, "Logs", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes through bucket ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(logs, [
      {
        id: "AwsSolutions-S1",
        reason: "This bucket is the access-log destination; logging it into itself would loop.",
      },
    ]);

    this.webBucket = new Bucket(this, "Web", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: "web-bucket/",
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Imported, not passed as a construct: OAC would otherwise write the distribution ARN
    // into the data stack's bucket policy, a dependency cycle. The data stack grants read
    // on files/* to this account's distributions instead (infra/stacks/data-stack.ts).
    const filesBucket = Bucket.fromBucketAttributes(this, "FilesBucket", {
      bucketName: props.filesBucketName,
      bucketRegionalDomainName: props.filesBucketRegionalDomainName,
    });
    Annotations.of(this).acknowledgeWarning(
      "@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac",
      "The files bucket policy is written by the data stack.",
    );

    const headers = new SecurityHeaders(this, "SecurityHeaders", props.mapTiles);
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split("/", props.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The API refuses requests without it (infra/stacks/api-stack.ts). A dynamic reference:
      // CloudFormation resolves it at deploy time, the template never holds the value.
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(
          props.originVerifySecretName,
        ).unsafeUnwrap(),
      },
    });
    const apiBehaviors = this.apiBehaviors(apiOrigin, headers, props.routes);
    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, "Certificate", props.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, "Distribution", {
      comment: `Dine On Campus ${id}`,
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(certificate
        ? {
            certificate,
            domainNames: props.domainNames,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: "cloudfront/",
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            function: new SpaRewrite(this, "SpaRewrite"),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      webAclId: props.webAclArn,
      additionalBehaviors: {
        ...apiBehaviors,
        "/files/*": {
          origin: S3BucketOrigin.withOriginAccessControl(filesBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.suppressDistributionFindings(certificate !== undefined);

    if (existsSync(props.webDistDir)) {
      new WebDeployment(this, "WebDeployment", {
        source: props.webDistDir,
        bucket: this.webBucket,
        distribution: this.distribution,
        config: { mapTiles: props.mapTiles },
      });
    }

    new CfnOutput(this, "Url", { value: `https://${this.distribution.distributionDomainName}` });
  }

  /**
   * The API behind CloudFront (docs/decisions/infrastructure.md "Edge caching"): every path of a
   * route that is not a cached public read gets its own uncached behaviour with the viewer's
   * cookies and headers; the remaining `/v1/*` are public reads, cached by the query string only
   * and sent to the API without cookies, so one visitor's session can never shape another's copy.
   * How long a copy lives is the API's Cache-Control (shared/platform/api/cache.ts); without one, nothing
   * is kept (default TTL 0), which covers errors and unknown paths.
   */
  private apiBehaviors(
    origin: HttpOrigin,
    headers: SecurityHeaders,
    routes: readonly RouteDefinition[],
  ): Record<string, BehaviorOptions> {
    const uncached: BehaviorOptions = {
      origin,
      // HTTPS only, not a redirect: a redirected POST would lose its body.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Not the managed AllViewerExceptHostHeader: the API needs CloudFront-Viewer-Address for
      // per-client rate limits (functions/platform/client-address.ts), and only the headers it reads.
      originRequestPolicy: new OriginRequestPolicy(this, "ApiCallsOrigin", {
        comment:
          "Dine On Campus API calls: cookies, query, the headers the API reads, the viewer address",
        queryStringBehavior: OriginRequestQueryStringBehavior.all(),
        cookieBehavior: OriginRequestCookieBehavior.all(),
        headerBehavior: OriginRequestHeaderBehavior.allowList(
          "content-type",
          "accept",
          "accept-language",
          "user-agent",
          "x-csrf-token",
          "CloudFront-Viewer-Address",
        ),
      }),
      responseHeadersPolicy: headers,
    };
    const publicReads: BehaviorOptions = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new CachePolicy(this, "PublicApiReads", {
        comment: "Dine On Campus public API reads: keyed on the query string only",
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.days(1),
        queryStringBehavior: CacheQueryStringBehavior.all(),
        headerBehavior: CacheHeaderBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: new OriginRequestPolicy(this, "PublicApiReadsOrigin", {
        comment: "Dine On Campus public API reads: the query string, never cookies",
        queryStringBehavior: OriginRequestQueryStringBehavior.all(),
        headerBehavior: OriginRequestHeaderBehavior.none(),
        cookieBehavior: OriginRequestCookieBehavior.none(),
      }),
      responseHeadersPolicy: headers,
    };
    const patterns = pathPatternsOf(routes, (route) => !isEdgeCached(route));
    return {
      ...Object.fromEntries(patterns.map((pattern) => [pattern, uncached])),
      "/v1/*": publicReads,
    };
  }

  private suppressDistributionFindings(hasCertificate: boolean): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: "AwsSolutions-CFR1",
        reason: "Campuses are in many countries and visitors travel; no geo restriction.",
      },
      ...(hasCertificate
        ? []
        : [
            {
              id: "AwsSolutions-CFR4",
              reason:
                "Without a custom domain the *.cloudfront.net certificate is used and its " +
                "TLS policy cannot be set; with certificateArn TLSv1.2_2021 applies.",
            },
          ]),
    ]);
  }
}
