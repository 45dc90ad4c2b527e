/**
 * AWS and provider limits the capacity model (infra/capacity-model.ts, docs/capacity.md) checks
 * demand against, each with the page that states it.
 */

export interface Limit {
  value: number;
  unit: string;
  source: string;
}

const limit = (value: number, unit: string, source: string): Limit => ({ value, unit, source });

export const LIMITS = {
  /** Shared by every API, stage and route of the account in the region. */
  apiAccountRate: limit(
    10_000,
    "requests/s per account and region",
    "https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-throttling.html",
  ),
  apiAccountBurst: limit(
    5_000,
    "requests (token bucket) per account and region",
    "https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-throttling.html",
  ),
  lambdaAccountConcurrency: limit(
    1_000,
    "concurrent executions per account and region (new accounts start lower)",
    "https://docs.aws.amazon.com/lambda/latest/dg/limits.html",
  ),
  lambdaUnreservedMinimum: limit(
    100,
    "concurrent executions that must stay unreserved",
    "https://docs.aws.amazon.com/lambda/latest/dg/configuration-concurrency.html",
  ),
  lambdaScalingRate: limit(
    1_000,
    "new execution environments per function every 10 s",
    "https://docs.aws.amazon.com/lambda/latest/dg/scaling-behavior.html",
  ),
  sqsMaxConcurrencyMin: limit(
    2,
    "lowest maximum concurrency of an SQS event source",
    "https://docs.aws.amazon.com/lambda/latest/dg/API_ScalingConfig.html",
  ),
  sqsMaxConcurrencyMax: limit(
    1_000,
    "highest maximum concurrency of an SQS event source",
    "https://docs.aws.amazon.com/lambda/latest/dg/API_ScalingConfig.html",
  ),
  lambdaMaxTimeoutSeconds: limit(
    900,
    "seconds, the longest a function may run",
    "https://docs.aws.amazon.com/lambda/latest/dg/limits.html",
  ),
  partitionReads: limit(
    3_000,
    "read units/s per partition (one item never spreads over two)",
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/throttling-key-range-limit-exceeded-mitigation.html",
  ),
  partitionWrites: limit(
    1_000,
    "write units/s per partition (one item never spreads over two)",
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/throttling-key-range-limit-exceeded-mitigation.html",
  ),
  tableReads: limit(
    40_000,
    "read request units/s per on-demand table (account quota)",
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-capacity-mode-max-throughput.html",
  ),
  tableWrites: limit(
    40_000,
    "write request units/s per on-demand table (account quota)",
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-capacity-mode-max-throughput.html",
  ),
  newTableWarmReads: limit(
    12_000,
    "read units/s a new on-demand table serves at once",
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput-scenarios.html",
  ),
  newTableWarmWrites: limit(
    4_000,
    "write units/s a new on-demand table serves at once",
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput-scenarios.html",
  ),
  sesSandboxRate: limit(
    1,
    "mails/s in the SES sandbox",
    "https://docs.aws.amazon.com/ses/latest/dg/request-production-access.html",
  ),
  sesSandboxDaily: limit(
    200,
    "mails per 24 h in the SES sandbox",
    "https://docs.aws.amazon.com/ses/latest/dg/request-production-access.html",
  ),
  /**
   * AWS's quotas page says only that production quotas "vary based on your specific use case";
   * 14/s and 50,000 a day is what production access has long started at. Read the account's own
   * with `aws sesv2 get-account` before relying on it.
   */
  sesProductionRate: limit(
    14,
    "mails/s, a usual starting production quota",
    "https://docs.aws.amazon.com/ses/latest/dg/quotas.html",
  ),
  sesProductionDaily: limit(
    50_000,
    "mails per 24 h, a usual starting production quota",
    "https://docs.aws.amazon.com/ses/latest/dg/quotas.html",
  ),
  stripeLiveRate: limit(
    100,
    "operations/s per Stripe account, live mode",
    "https://docs.stripe.com/rate-limits",
  ),
  /** Each endpoint on its own, e.g. creating PaymentIntents; counted in the 100 too. */
  stripeEndpointRate: limit(
    25,
    "requests/s per endpoint (creating PaymentIntents) per Stripe account",
    "https://docs.stripe.com/rate-limits",
  ),
  stripeTestRate: limit(
    25,
    "operations/s per Stripe account, test mode",
    "https://docs.stripe.com/rate-limits",
  ),
  wafMinimumLimit: limit(
    10,
    "requests per evaluation window, the lowest rate-based limit",
    "https://docs.aws.amazon.com/waf/latest/developerguide/waf-rule-statement-type-rate-based-high-level-settings.html",
  ),
  wafWindowSeconds: limit(
    300,
    "seconds, the rate rules' evaluation window (60, 120, 300 or 600)",
    "https://docs.aws.amazon.com/waf/latest/developerguide/waf-rule-statement-type-rate-based-high-level-settings.html",
  ),
  cloudFrontRate: limit(
    250_000,
    "requests/s per distribution",
    "https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html",
  ),
} as const satisfies Record<string, Limit>;
