import { signedCartId } from "../../functions/purchase/cart-cookie";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { inProcessCsrf } from "./csrf";

type Handler = typeof import("../../functions/purchase/cart/handler").handler;
let handler: Handler | undefined;

export interface CheckoutCall {
  status: number;
  body: {
    status: string;
    msg: string;
    total?: number;
    order?: {
      id: string;
      no: string;
      total: number;
      card_last4: string | null;
      state?: string;
    };
    fields?: Record<string, string>;
  };
  cookies: string[];
}

/**
 * Calls the cart group's real handler in this process (so its log lines can be captured), with
 * the cart cookie, the CSRF pair and any session cookies a browser would send.
 */
export async function callCheckout(
  path: "create_cc_order" | "checkout",
  body: unknown,
  options: {
    cartId?: string;
    cookies?: string[];
    sourceIp?: string;
    host?: string;
    siteId?: string;
  } = {},
): Promise<CheckoutCall> {
  handler ??= (await import("../../functions/purchase/cart/handler")).handler;
  const routeKey = `POST /v1/cart/${path}`;
  const event = structuredClone(httpApiEvent);
  const csrf = await inProcessCsrf(options.cookies);
  const result = await handler(
    {
      ...event,
      routeKey,
      rawPath: `/v1/cart/${path}`,
      headers: {
        ...event.headers,
        host: options.host ?? "localhost:3000",
        "x-csrf-token": csrf.token,
      },
      requestContext: {
        ...event.requestContext,
        http: { ...event.requestContext.http, sourceIp: options.sourceIp ?? "127.0.0.1" },
      },
      cookies: [
        ...csrf.cookies,
        ...(options.cartId
          ? [
              `doc_cart_${options.siteId ?? "cedar-ridge"}=${await signedCartId(options.siteId ?? "cedar-ridge", options.cartId)}`,
            ]
          : []),
        ...(options.cookies ?? []),
      ],
      body: JSON.stringify(body),
    },
    lambdaContext,
  );
  return {
    status: result.statusCode ?? 0,
    body: JSON.parse(String(result.body)),
    cookies: result.cookies ?? [],
  };
}
