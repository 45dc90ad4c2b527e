import { randomUUID } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { csrfTokenFor, staffCsrfBinding } from "../../functions/platform/session/csrf";
import { sessionSigningKey } from "../../functions/platform/session/signing-key";
import { signStaffSession } from "../../functions/platform/staff-session/staff-token";
import {
  type StaffAccount,
  staffAccountEntity,
  staffEmailClaimEntity,
} from "../../shared/operations/entities/staff-account";
import { inputSource, pathParameterNames } from "../../shared/platform/api/route";
import type { StaffRole } from "../../shared/platform/roles";
import { routeList } from "../../shared/route-list";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { AccountClient } from "./account-client";

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{
  statusCode: number;
  body: string;
  headers?: Record<string, unknown>;
  cookies?: string[];
}>;

export interface StaffCallResult<T> {
  status: number;
  body: T & { status: string; msg: string };
  raw: string;
  headers: Record<string, unknown>;
  cookies: string[];
}

export interface InProcessStaff {
  account: StaffAccount;
  /** The session cookie value (signed with this process's key). */
  token: string;
  /**
   * Calls the operations handler as this staff member: `path` is the route's template
   * (`/v1/operations/orders/{order_id}`); each parameter goes where the route reads it.
   */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    params?: Record<string, unknown>,
  ): Promise<StaffCallResult<T>>;
}

export interface StaffOptions {
  email?: string;
  name?: string;
  /** Secrets stored with the account (a test of sign-in sets a real hash and TOTP secret). */
  passwordHash?: string;
  totpSecret?: string;
  recoveryCodeHashes?: string[];
  disabled?: boolean;
  /** False: invited only (no password, no two-factor yet). */
  active?: boolean;
}

/** A staff account written straight to the table (tests of areas skip the sign-in). */
export async function createStaffAccount(
  role: StaffRole,
  siteId: string | null,
  options: StaffOptions = {},
): Promise<StaffAccount> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const active = options.active ?? true;
  const account: StaffAccount = {
    id,
    email: options.email ?? `${role}.${id.slice(0, 8)}@staff.example.edu`,
    name: options.name ?? `Test ${role}`,
    role,
    site_id: role === "admin" ? null : siteId,
    disabled: options.disabled ?? false,
    created_at: now,
    password_set_at: active ? now : null,
    totp_enrolled_at: active ? now : null,
  };
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: staffEmailClaimEntity.toItem(
              { email: account.email },
              { staff_id: id, created_at: now },
            ),
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: staffAccountEntity.toItem({ staffId: id }, account, {
              password_hash: options.passwordHash ?? "",
              totp_secret: options.totpSecret ?? "",
              recovery_code_hashes: options.recoveryCodeHashes ?? [],
              session_version: 1,
              password_version: 0,
            }),
          },
        },
      ],
    }),
  );
  return account;
}

/** A signed-in staff member of `role` (on `siteId`, ignored for the admin). */
export async function inProcessStaff(
  role: StaffRole,
  siteId: string | null,
  options: StaffOptions = {},
): Promise<InProcessStaff> {
  const account = await createStaffAccount(role, siteId, options);
  const now = new Date();
  const { token } = await signStaffSession(
    { staffId: account.id, version: 1, signedInAt: now },
    await sessionSigningKey(),
    now,
  );
  return {
    account,
    token,
    call: (method, path, params = {}) => callOperations(method, path, params, token),
  };
}

/** One call to the operations Lambda in this process, with or without a staff session. */
export async function callOperations<T = Record<string, unknown>>(
  method: string,
  path: string,
  params: Record<string, unknown> = {},
  staffToken?: string,
  extraCookies: readonly string[] = [],
): Promise<StaffCallResult<T>> {
  const { handler } = (await import(
    "../../functions/operations/operations/handler"
  )) as unknown as {
    handler: Handler;
  };
  const route = routeList.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`No route ${method} ${path}`);
  const where = (name: string) => inputSource(route, name);
  const pick = (source: string) =>
    Object.fromEntries(Object.entries(params).filter(([k]) => where(k) === source));
  const pathParameters = Object.fromEntries(
    pathParameterNames(route.path).map((name) => [name, String(params[name] ?? "")]),
  );
  const rawPath = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  const query = pick("query");
  const body = pick("body");
  const sendsBody = method === "POST" || method === "PUT" || Object.keys(body).length > 0;
  const presession = "test-presession-0123456789abcdef";
  const binding = staffToken ? staffCsrfBinding(staffToken) : presession;
  const csrf = await csrfTokenFor(binding);
  const cookies = [
    `doc_presession=${presession}`,
    ...(staffToken ? [`doc_ops_session=${staffToken}`] : []),
    ...extraCookies,
  ];
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey: `${method} ${route.path}`,
    rawPath,
    pathParameters,
    headers: { "content-type": "application/json", "x-csrf-token": csrf },
    cookies,
    queryStringParameters: Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ),
    ...(sendsBody ? { body: JSON.stringify(body) } : {}),
  };
  const result = await handler(event, lambdaContext);
  const type = String(result.headers?.["content-type"] ?? "");
  return {
    status: result.statusCode,
    body: (type.includes("json") ? JSON.parse(result.body) : {}) as T & {
      status: string;
      msg: string;
    },
    raw: result.body,
    headers: result.headers ?? {},
    cookies: result.cookies ?? [],
  };
}

/**
 * Over HTTP, against the local stack (same signing key as this process): a client signed in to
 * the operations console, whose `x-csrf-token` is bound to the console session.
 */
export async function staffHttpClient(
  role: StaffRole = "admin",
  siteId: string | null = null,
): Promise<AccountClient> {
  const staff = await inProcessStaff(role, siteId);
  const client = new AccountClient();
  client.cookies.set("doc_ops_session", staff.token);
  // AccountClient echoes its `doc_csrf` cookie as the header; the console checks the header only.
  client.cookies.set("doc_csrf", await csrfTokenFor(staffCsrfBinding(staff.token)));
  return client;
}
