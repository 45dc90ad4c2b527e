import { signSession } from "../../functions/platform/session/session-token";
import { sessionSigningKey } from "../../functions/platform/session/signing-key";
import { importGroupHandler } from "../../scripts/local/group-handler-module";
import { inputSource } from "../../shared/platform/api/route";
import { routeList } from "../../shared/route-list";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { inProcessCsrf } from "./csrf";
import { createCustomerRecord, storeCustomerRecord } from "./factories/customer";

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{ statusCode: number; body: string; headers?: Record<string, unknown> }>;

/**
 * A signed-in customer calling a group's handler in this process: the session is signed with
 * this process's key (tests have no SESSION_SECRET, so the handler uses the same random key),
 * which lets a test stand up hundreds of customers without hashing hundreds of passwords.
 */
export interface CallOptions {
  session?: boolean;
  /**
   * The Lambda's time budget (20 s, as deployed). Hundreds of calls racing in this one process
   * queue behind each other on DynamoDB Local, where a fleet of Lambdas would each get its own
   * 20 s; a race test gives each call the time the queue takes.
   */
  timeBudgetMs?: number;
}

export interface InProcessCustomer {
  id: string;
  siteId: string;
  email: string;
  call<T = Record<string, unknown>>(
    group: string,
    method: string,
    path: string,
    params?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<{ status: number; body: T & { status: string; msg: string }; raw: string }>;
}

export async function inProcessCustomer(siteId: string): Promise<InProcessCustomer> {
  const customer = createCustomerRecord();
  const { id, email } = customer;
  await storeCustomerRecord(siteId, customer);
  const { token } = await signSession(
    { siteId, customerId: id, version: 1 },
    await sessionSigningKey(),
    new Date(),
  );
  return {
    id,
    siteId,
    email,
    call: (group, method, path, params = {}, options = {}) =>
      callHandler(
        group,
        method,
        path,
        params,
        options.session === false ? undefined : token,
        options.timeBudgetMs,
      ),
  };
}

export async function callHandler<T = Record<string, unknown>>(
  group: string,
  method: string,
  path: string,
  params: Record<string, unknown> = {},
  sessionToken?: string,
  timeBudgetMs?: number,
): Promise<{ status: number; body: T & { status: string; msg: string }; raw: string }> {
  const { handler } = (await importGroupHandler(group)) as {
    handler: Handler;
  };
  // Like the web client (web/src/lib/api-client.ts): each parameter where the route reads it.
  const route = routeList.find((r) => r.method === method && r.path === path);
  const where = (name: string) =>
    route ? inputSource(route, name) : method === "GET" ? "query" : "body";
  const query = Object.fromEntries(Object.entries(params).filter(([k]) => where(k) === "query"));
  const body = Object.fromEntries(Object.entries(params).filter(([k]) => where(k) === "body"));
  const sendsBody = method === "POST" || method === "PUT" || Object.keys(body).length > 0;
  const session = sessionToken ? [`doc_session=${sessionToken}`] : [];
  const csrf = await inProcessCsrf(session);
  const cookies = [...csrf.cookies, ...session];
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey: `${method} ${path}`,
    rawPath: path,
    headers: { "content-type": "application/json", "x-csrf-token": csrf.token },
    cookies,
    queryStringParameters: Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ),
    ...(sendsBody ? { body: JSON.stringify(body) } : {}),
  };
  const context = timeBudgetMs
    ? { ...lambdaContext, getRemainingTimeInMillis: () => timeBudgetMs }
    : lambdaContext;
  const result = await handler(event, context);
  const type = String(result.headers?.["content-type"] ?? "");
  return {
    status: result.statusCode,
    body: (type.includes("json") ? JSON.parse(result.body) : {}) as T & {
      status: string;
      msg: string;
    },
    raw: result.body,
  };
}
