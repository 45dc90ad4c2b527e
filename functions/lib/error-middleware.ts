import type middy from "@middy/core";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { AppError, ValidationError } from "../../shared/errors";
import { type HttpResult, json } from "./http";
import { logger } from "./logger";

/**
 * The one place errors become responses (house rule: errors are classes): domain errors keep their status and
 * message; anything unexpected is logged with its stack and answered with a generic 500.
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
          status: "error",
          msg: error.message,
          ...(error instanceof ValidationError && Object.keys(error.fields).length > 0
            ? { fields: error.fields }
            : {}),
        });
        return;
      }
      logger.error("unhandled error", { routeKey: event.routeKey, error: error as Error });
      request.response = json(500, { status: "error", msg: "Something went wrong." });
    },
  };
}
