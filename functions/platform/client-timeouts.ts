/**
 * How long an AWS SDK call may take, per service: every call gives up (all attempts and their
 * backoff included) well before the Lambda that makes it times out, so a hung connection
 * becomes a handled TimeoutError (503, a batch item failure, a retried schedule) instead of a
 * Lambda killed mid-work. tests/infra/client-timeouts.test.ts holds every function's timeout
 * against these (docs/infrastructure.md "Client timeouts").
 *
 * The plain `requestHandler` object is the NodeHttpHandler's options, which the client's
 * default handler takes: nothing more is imported at cold start. `throwOnRequestTimeout` is
 * needed: without it the handler only logs a warning when `requestTimeout` passes.
 * `requestTimeout` runs from the start of the attempt, connection included.
 */
export interface ClientTimeouts {
  readonly maxAttempts: number;
  readonly requestHandler: {
    readonly connectionTimeout: number;
    readonly requestTimeout: number;
    readonly throwOnRequestTimeout: true;
  };
}

const timeouts = (
  maxAttempts: number,
  connectionTimeout: number,
  requestTimeout: number,
): ClientTimeouts => ({
  maxAttempts,
  requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
});

/**
 * - DynamoDB answers in milliseconds; 2 s per attempt is ample even for a 1 MB page or a
 *   100-item transaction. Four attempts ride out throttling (functions/platform/dynamo.ts).
 * - SES and SQS: one send, 3 s per attempt, the SDK's default three attempts.
 * - Secrets Manager is read once per cold start, on the request path (the origin-verify
 *   authorizer has 5 s in all): two short attempts, then the next request tries again.
 */
export const CLIENT_TIMEOUTS = {
  dynamodb: timeouts(4, 1_000, 2_000),
  ses: timeouts(3, 1_000, 3_000),
  sqs: timeouts(3, 1_000, 3_000),
  secretsManager: timeouts(2, 1_000, 1_500),
} as const satisfies Record<string, ClientTimeouts>;

export type ClientService = keyof typeof CLIENT_TIMEOUTS;

/**
 * DynamoDB Local, the emulator behind `npm start`, the tests and the bench, takes every
 * request of the local stack in one Java process, and drops new connections when hundreds
 * arrive at once (the 500-booking race); one Lambda never opens more than a few. The local
 * stack sets AWS_CLIENT_TIMEOUTS=emulator for it: same code, limits an emulator can meet.
 */
export const EMULATOR_DYNAMODB_TIMEOUTS = timeouts(4, 10_000, 15_000);

export const dynamoTimeouts = (): ClientTimeouts =>
  process.env.AWS_CLIENT_TIMEOUTS === "emulator"
    ? EMULATOR_DYNAMODB_TIMEOUTS
    : CLIENT_TIMEOUTS.dynamodb;

/**
 * The standard retry mode's backoff (@smithy/core): before retry i (0-based), a random wait up
 * to min(base × 2^i, 20 s), the base being 1 s after throttling (50 ms after other errors).
 * The worst case takes the throttling base and the full wait every time.
 */
export const RETRY_BACKOFF = { throttlingBaseMs: 1_000, maxDelayMs: 20_000 } as const;

/** Every attempt running into its request timeout, plus the longest backoff between them. */
export function worstCaseMs({ maxAttempts, requestHandler }: ClientTimeouts): number {
  let backoff = 0;
  for (let retry = 0; retry < maxAttempts - 1; retry += 1) {
    backoff += Math.min(RETRY_BACKOFF.throttlingBaseMs * 2 ** retry, RETRY_BACKOFF.maxDelayMs);
  }
  return maxAttempts * requestHandler.requestTimeout + backoff;
}
