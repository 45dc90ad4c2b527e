import { request as httpRequest } from "node:http";
import { inject } from "vitest";

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { status: "success" | "error"; msg: string };
}

/** Calls the local stack over HTTP: the adapter, the route list and the real handlers. */
export async function api<T = Record<string, unknown>>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${inject("baseUrl")}${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...init.headers },
    ...(init.rawBody !== undefined
      ? { body: init.rawBody }
      : init.body !== undefined
        ? { body: JSON.stringify(init.body) }
        : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as ApiResponse<T>["body"],
  };
}

/**
 * The same call from another loopback address (127.0.0.0/8 all reaches the stack): the
 * adapter reports the connection's address as API Gateway's `sourceIp`, so a test can act as
 * several clients, or as one client of its own, without a header the server would trust.
 */
export async function apiFrom<T = Record<string, unknown>>(
  localAddress: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const url = new URL(`${inject("baseUrl")}${path}`);
  url.hostname = "127.0.0.1";
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        localAddress,
        headers: { "content-type": "application/json" },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === "string") headers.set(name, value);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: (text ? JSON.parse(text) : {}) as ApiResponse<T>["body"],
          });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
