import type middy from "@middy/core";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { errorMiddleware } from "../../../functions/platform/error-middleware";
import type { HttpResult } from "../../../functions/platform/http";
import { PaymentActionRequiredError } from "../../../functions/purchase/cart/checkout-errors";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";

// The answer the browser's card step reads when the bank wants 3-D Secure: 402, the usual
// error envelope, and `next_action.client_secret` beside it (docs/payments.md "3-D Secure").

describe("a checkout the bank wants authenticated", () => {
  it("answers 402 with the message and the client secret", async () => {
    const request = {
      event: { routeKey: "POST /v1/cart/create_cc_order" } as APIGatewayProxyEventV2,
      error: new PaymentActionRequiredError("pi_123_secret_456"),
      response: undefined,
    } as unknown as middy.Request<APIGatewayProxyEventV2, HttpResult>;
    await errorMiddleware().onError?.(request);
    const response = request.response as { statusCode: number; body: string };
    expect(response.statusCode).toBe(402);
    expect(JSON.parse(response.body)).toEqual({
      status: "error",
      msg: CHECKOUT_TEXT.authenticationRequired,
      next_action: { client_secret: "pi_123_secret_456" },
    });
  });
});
