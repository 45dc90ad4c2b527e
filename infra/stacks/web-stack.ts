import { existsSync } from "node:fs";
import {
  Annotations,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  type StackProps,
} from "aws-cdk-lib";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { NagSuppressions } from "cdk-nag";
import type { Construct } from "constructs";
import { SecurityHeaders } from "../constructs/security-headers";
import { SpaRewrite } from "../constructs/spa-rewrite";
import { WebDeployment } from "../constructs/web-deployment";

export interface WebStackProps extends StackProps {
  /** `https://{id}.execute-api.{region}.amazonaws.com` of the HTTP API. */
  apiEndpoint: string;
  filesBucketName: string;
  filesBucketRegionalDomainName: string;
  /** Deployed only when the directory exists (after `npm run build:web`). */
  webDistDir: string;
  domainNames: string[];
  certificateArn: string | undefined;
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

    const headers = new SecurityHeaders(this, "SecurityHeaders");
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split("/", props.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
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
      additionalBehaviors: {
        "/v1/*": {
          origin: apiOrigin,
          // HTTPS only, not a redirect: a redirected POST would lose its body.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
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
      });
    }

    new CfnOutput(this, "Url", { value: `https://${this.distribution.distributionDomainName}` });
  }

  private suppressDistributionFindings(hasCertificate: boolean): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: "AwsSolutions-CFR1",
        reason: "Campuses are in many countries and visitors travel; no geo restriction.",
      },
      {
        id: "AwsSolutions-CFR2",
        reason:
          "No WAF yet: the API is throttled at the stage and validates every input; " +
          "a web ACL is planned with the custom domain (docs/infrastructure.md).",
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
