import type middy from "@middy/core";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { AppError, ServiceUnavailableError, ValidationError } from "../../shared/platform/errors";
import { type HttpResult, json } from "./http";
import { logger } from "./logger";

/** Seconds a client should wait after a 503 for an overloaded or unreachable dependency. */
export const RETRY_AFTER_SECONDS = 5;

// Throttling that outlasted the SDK's retries (functions/platform/dynamo.ts), by AWS error name.
const OVERLOADED = new Set([
  "ProvisionedThroughputExceededException",
  "ThrottlingException",
  "Throttling",
  "RequestLimitExceeded",
  "TooManyRequestsException",
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "InternalServerError",
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
]);
// The dependency could not be reached at all (Node's socket error codes).
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "ECONNABORTED",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/** True for an overloaded or unreachable dependency: trying again later may succeed. */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || error === null || typeof error !== "object") return false;
  const { name, code, cause, errors, $retryable } = error as {
    name?: unknown;
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
    $retryable?: { throttling?: boolean };
  };
  if (typeof name === "string" && OVERLOADED.has(name)) return true;
  if (typeof code === "string" && (UNREACHABLE.has(code) || OVERLOADED.has(code))) return true;
  if ($retryable?.throttling) return true;
  if (Array.isArray(errors) && errors.some((e) => isDependencyUnavailable(e, depth + 1))) {
    return true;
  }
  return isDependencyUnavailable(cause, depth + 1);
}

/**
 * The one place errors become responses (house rule: errors are classes): domain errors keep their status and
 * message; an overloaded or unreachable dependency answers 503 with Retry-After; anything else
 * unexpected is logged with its stack and answered with a generic 500, never with its detail.
 */
export function errorMiddleware(): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    onError: async (request) => {
      const { error, event } = request;
      if (error instanceof AppError) {
        logger.info("request refused", {
          routeKey: event.routeKey,
          statusCode: error.statusCode,
          reason: error.message,
        });
        request.response = json(error.statusCode, {
          ...error.details,
          status: "error",
          msg: error.message,
          ...(error instanceof ValidationError && Object.keys(error.fields).length > 0
            ? { fields: error.fields }
            : {}),
        });
        return;
      }
      if (isDependencyUnavailable(error)) {
        // Logged with its detail; the client learns only that it may try again.
        logger.warn("dependency unavailable", { routeKey: event.routeKey, error: error as Error });
        request.response = json(
          503,
          { status: "error", msg: new ServiceUnavailableError().message },
          { "retry-after": String(RETRY_AFTER_SECONDS) },
        );
        return;
      }
      logger.error("unhandled error", { routeKey: event.routeKey, error: error as Error });
      request.response = json(500, { status: "error", msg: "Something went wrong." });
    },
  };
}
