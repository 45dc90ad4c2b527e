import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type AccountClient, signUpClient } from "../support/account-client";
import {
  DATES_OUT_OF_RANGE,
  dateInputsOf,
  EDGE_DATES,
  EDGE_INSTANTS,
  IMPOSSIBLE_DATES,
  INSTANTS_OUT_OF_RANGE,
} from "../support/date-parameters";
import { staffHttpClient } from "../support/staff";

// docs/security.md, "What the API promises": malformed input to any route of /v1/openapi.json
// answers 4xx with the `{status, msg}` envelope, never 5xx, and no body carries internal detail.
// Bounded: a fixed seed, a few runs per route, sequential requests to the local stack only.

interface Operation {
  operationId: string;
  parameters?: { name: string; in: "path" | "query"; schema?: { type?: unknown } }[];
  requestBody?: { content: { "application/json": { schema: { properties?: object } } } };
  "x-example-input"?: Record<string, unknown>;
}

const LEAKS =
  /\bat [\w$.<>]+ \(|Error:|Exception|ECONN|ETIMEDOUT|node_modules|\/work\/|TABLE_NAME|dine-on-campus|"stack"/;
// Routes that answer 503 by design when a configured dependency is missing (documented in
// docs/security.md); none is expected on the local stack, which configures them all.
const MAY_BE_UNAVAILABLE = new Set<string>();

const weird = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, 8.64e15 + 1),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "275760-09-13",
    "+275760-09-13T00:00:00.000Z",
    "-000001-01-01",
    "9999-99-99",
    "2026-02-30",
    "0000-00-00",
    "NaN",
    "Infinity",
    "-8640000000000001",
    "1e400",
    "\u0000",
    "\ud800",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "x".repeat(20_000),
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const asQueryValue = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

let csrf = "fuzz-csrf-token-0123456789abcdef";

async function send(
  method: string,
  path: string,
  init: { query?: Record<string, unknown>; body?: string; type?: string; rawQuery?: string } = {},
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(init.query ?? {})) {
    search.append(name, asQueryValue(value));
  }
  const query = init.rawQuery ?? search.toString();
  const response = await fetch(`${inject("baseUrl")}${path}${query ? `?${query}` : ""}`, {
    method,
    headers: {
      "content-type": init.type ?? "application/json",
      cookie: `doc_csrf=${csrf}; other=%E0%A4%A; doc_csrf=duplicate; ünï=cödé`,
      "x-csrf-token": csrf,
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  return { status: response.status, text: await response.text() };
}

function check(route: string, what: string, result: { status: number; text: string }) {
  const label = `${route} ${what}: ${result.status} ${result.text.slice(0, 200)}`;
  const allowed503 = result.status === 503 && MAY_BE_UNAVAILABLE.has(route);
  expect(result.status < 500 || allowed503, label).toBe(true);
  expect(LEAKS.test(result.text), label).toBe(false);
  // 431: Node's HTTP server refuses a request line over 16 KiB before any of our code runs, with
  // no body (CloudFront answers 414 alike); every other refusal carries the envelope.
  if (result.status >= 400 && result.status !== 431) {
    const body = JSON.parse(result.text) as { status?: unknown; msg?: unknown };
    expect(body.status, label).toBe("error");
    expect(typeof body.msg, label).toBe("string");
  }
}

// A lone surrogate cannot be percent-encoded; it goes out as the bytes of an invalid UTF-8
// sequence, which the server must refuse all the same.
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeSegment(asQueryValue(values[name] ?? "x")),
  );
}

describe("fuzzing every route of /v1/openapi.json", async () => {
  csrf = "fuzz-csrf-token-0123456789abcdef";
  const response = await fetch(`${inject("baseUrl")}/v1/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s answers malformed input with 4xx and the envelope",
    async (route, { path, method, operation }) => {
      const example = operation["x-example-input"] ?? {};
      const bodyNames = Object.keys(
        operation.requestBody?.content["application/json"].schema.properties ?? {},
      );
      const queryNames = (operation.parameters ?? [])
        .filter((p) => p.in === "query")
        .map((p) => p.name);
      const names = [
        ...bodyNames,
        ...queryNames,
        ...(operation.parameters ?? []).map((p) => p.name),
      ];
      const split = (input: Record<string, unknown>) => {
        const query: Record<string, unknown> = {};
        const body: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(input)) {
          if (bodyNames.includes(name)) body[name] = value;
          else if (queryNames.includes(name)) query[name] = value;
        }
        return { query, body };
      };
      const call = (input: Record<string, unknown>, extra: Parameters<typeof send>[2] = {}) => {
        const { query, body } = split(input);
        return send(method, fillPath(path, input), {
          query,
          ...(bodyNames.length > 0 ? { body: JSON.stringify(body) } : {}),
          ...extra,
        });
      };

      // Fixed malformed shapes.
      check(route, "missing everything", await send(method, fillPath(path, {})));
      check(
        route,
        "bad percent-encoding",
        await send(method, fillPath(path, example), { rawQuery: "a=%E0%A4%A&%ZZ=1" }),
      );
      check(route, "bad path escape", await send(method, path.replace(/\{\w+\}/g, "%E0%A4%A")));
      if (method === "POST" || method === "PUT") {
        check(route, "bad JSON", await send(method, path, { body: '{"site_id": ' }));
        check(route, "array body", await send(method, path, { body: "[1,2]" }));
        check(route, "wrong content type", await call(example, { type: "text/plain" }));
        check(route, "invalid UTF-8", await send(method, path, { body: '{"a":"\xff\xfe"}' }));
        check(
          route,
          "huge body",
          await call({ ...example, [bodyNames[0] ?? "x"]: "x".repeat(2_000_000) }),
        );
      }

      // One field at a time made strange, the rest a valid example.
      const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant("unknown");
      await fc.assert(
        fc.asyncProperty(field, weird, async (name, value) => {
          check(
            route,
            `${name}=${asQueryValue(value).slice(0, 40)}`,
            await call({ ...example, [name]: value }),
          );
        }),
        {
          seed: 20261123,
          numRuns: /password|create|authenticate/.test(route) ? 3 : 8,
          endOnFailure: true,
        },
      );
    },
  );
});

// docs/security.md, "What the API promises": every date and instant a route accepts is a real
// calendar value from 2000 to 2100. Each parameter documented as `format: date` or `date-time`
// (or named like one, in case a route forgot the format) gets impossible calendar dates and the
// range's edges, signed in (so customer routes parse their input too), and must answer 400.

const DATE_LIKE_NAME = /(^|_)(date|time|timestamp|at)$/;
const BAD_DATES = [...IMPOSSIBLE_DATES, "9999-99-99", ...DATES_OUT_OF_RANGE, "+002026-01-01"];
const BAD_INSTANTS = [
  ...INSTANTS_OUT_OF_RANGE,
  "-271821-04-20T00:00:00Z",
  "8640000000000000",
  "-8640000000000000",
  "99999999999999999999",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "1e400",
];
const EDGE_INSTANTS_OR_EPOCH = [...EDGE_INSTANTS, "4133980799999"];

describe("every date and instant parameter of /v1/openapi.json", async () => {
  const response = await fetch(`${inject("baseUrl")}/v1/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
  const dated = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      dateInputsOf(operation, DATE_LIKE_NAME)
        // A path parameter is part of the route it names; the queries and bodies are fuzzed.
        .filter(({ place }) => place === "query" || place === "body")
        .map((input) => ({ ...input, path, method: method.toUpperCase(), operation })),
    ),
  );
  let client: AccountClient;
  /** The console's routes authorize before they judge input: fuzzed as the company admin. */
  let staff: AccountClient;
  beforeAll(async () => {
    ({ client } = await signUpClient("cedar-ridge"));
    staff = await staffHttpClient();
  });

  it("finds the date parameters of menus, hours, open status, reservations, cart and forms", () => {
    const found = new Set(dated.map((d) => `${d.method} ${d.path} ${d.name}`));
    for (const expected of [
      "GET /v1/locations/open timestamp",
      "GET /v1/locations/weekly_schedule date",
      "GET /v1/locations/hours_of_operation date",
      "GET /v1/location/menu date",
      "GET /v1/location/menu_search date",
      "GET /v1/legacy_menus/menu date",
      "GET /v1/reservations/availability date",
      "POST /v1/reservations date",
      "POST /v1/customer/health_form date",
      "POST /v1/cart/add_meal_plan start_date",
    ]) {
      expect(found, expected).toContain(expected);
    }
  });

  it.each(dated.map((d) => [`${d.method} ${d.path} ${d.name}`, d] as const))(
    "%s answers 400 to impossible dates and the range's outside, and takes its edges",
    async (route, { path, method, operation, name, place, kind }) => {
      const example = operation["x-example-input"] ?? {};
      const bodyNames = Object.keys(
        operation.requestBody?.content["application/json"].schema.properties ?? {},
      );
      const call = (value: unknown) => {
        const input: Record<string, unknown> = { ...example, [name]: value };
        const query = new URLSearchParams();
        const body: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(input)) {
          if (path.includes(`{${key}}`)) continue;
          if (bodyNames.includes(key)) body[key] = item;
          else query.append(key, asQueryValue(item));
        }
        const search = query.toString();
        const caller = path.startsWith("/v1/operations/") ? staff : client;
        return caller.call(`${fillPath(path, input)}${search ? `?${search}` : ""}`, {
          method,
          ...(method === "POST" || method === "PUT" ? { body } : {}),
        });
      };
      const bad = [
        ...(kind === "instant" ? BAD_INSTANTS : []),
        ...BAD_DATES,
        ...(kind === "date" ? ["2026-03-09T00:00:00Z", "20260309"] : []),
        ...(place === "body" ? [20260230, 8.64e15, null, ["2026-03-09"]] : []),
      ];
      for (const value of bad) {
        const { status, body } = await call(value);
        const label = `${route}=${JSON.stringify(value)}: ${status} ${body.msg}`;
        expect(status, label).toBe(400);
        expect(body.status, label).toBe("error");
        expect(LEAKS.test(JSON.stringify(body)), label).toBe(false);
      }
      // The edges are accepted by the schema; reads are called with them (writes would store or
      // mail), and answer without a server error whatever the business rules then say.
      if (method !== "GET") return;
      for (const value of kind === "instant" ? EDGE_INSTANTS_OR_EPOCH : EDGE_DATES) {
        const { status, body } = await call(value);
        const fields = (body.fields ?? {}) as Record<string, string>;
        expect(status, `${route}=${value}: ${status} ${body.msg}`).toBeLessThan(500);
        expect(fields[name], `${route}=${value}`).toBeUndefined();
      }
    },
  );
});
