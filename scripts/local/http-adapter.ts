import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from "aws-lambda";
import { type RouteDefinition, routeKey } from "../../shared/platform/api/route";

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  params: string[];
}

const compile = (route: RouteDefinition): CompiledRoute => {
  const params: string[] = [];
  const source = route.path
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
      params.push(name);
      return "([^/]+)";
    });
  return { route, pattern: new RegExp(`^${source}/?$`), params };
};

// API Gateway's own payload limit is far larger; each route's limit is 16 KiB unless it says
// otherwise (shared/platform/api/route.ts), checked by the handler. Past this the adapter stops reading.
const MAX_BODY_BYTES = 1024 * 1024;

/** Reads the body, or undefined once it passes MAX_BODY_BYTES (the rest is drained unread). */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Keep consuming instead of breaking off: breaking destroys the socket, and the client
    // would see a reset connection instead of the 413.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks);
}

function sendError(res: ServerResponse, status: number, msg: string): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify({ status: "error", msg }));
}

/** A path segment as API Gateway hands it over, or undefined when its escapes are malformed. */
function decodeSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function fakeContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: "512",
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => 20_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/**
 * The local stand-in for API Gateway's HTTP API: it matches the request against the same
 * route list CDK deploys, builds a payload-format-2.0 event and calls the group's Lambda
 * handler export, exactly the code that runs in AWS.
 */
export function createApiAdapter(
  routes: readonly RouteDefinition[],
  loadHandler: (group: string) => Promise<LambdaHandler>,
) {
  const compiled = routes.map(compile);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      sendError(res, 400, "The request URL is malformed.");
      return;
    }
    const method = (req.method ?? "GET").toUpperCase();
    const candidates = compiled.filter((c) => c.pattern.test(url.pathname));
    const match = candidates.find((c) => c.route.method === method);
    if (!match) {
      if (candidates.length > 0) sendError(res, 405, "Method not allowed.");
      else sendError(res, 404, "Not found.");
      return;
    }
    const values = (match.pattern.exec(url.pathname)?.slice(1) ?? []).map(decodeSegment);
    if (values.some((value) => value === undefined)) {
      sendError(res, 400, "The request URL is malformed.");
      return;
    }
    const pathParameters = Object.fromEntries(
      match.params.map((name, i) => [name, values[i] ?? ""]),
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && name !== "cookie")
        headers[name] = Array.isArray(value) ? value.join(",") : value;
    }
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams)
      query[name] = query[name] ? `${query[name]},${value}` : value;
    const body = await readBody(req);
    if (!body) {
      sendError(res, 413, "The request is too large.");
      return;
    }
    const key = routeKey(match.route);
    const event: APIGatewayProxyEventV2 = {
      version: "2.0",
      routeKey: key,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      ...(req.headers.cookie ? { cookies: req.headers.cookie.split(/;\s*/) } : {}),
      ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
      ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
      requestContext: {
        accountId: "000000000000",
        apiId: "local",
        domainName: headers.host ?? "localhost",
        domainPrefix: "local",
        http: {
          method,
          path: url.pathname,
          protocol: `HTTP/${req.httpVersion}`,
          sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
          userAgent: headers["user-agent"] ?? "",
        },
        requestId: randomUUID(),
        routeKey: key,
        stage: "$default",
        time: new Date().toUTCString(),
        timeEpoch: Date.now(),
      },
      ...(body.length > 0 ? { body: body.toString("utf8") } : {}),
      isBase64Encoded: false,
    };
    const handler = await loadHandler(match.route.group);
    const result = await handler(event, fakeContext(`doc-${match.route.group}`));
    const outHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {}))
      outHeaders[name] = String(value);
    if (result.cookies && result.cookies.length > 0) outHeaders["set-cookie"] = result.cookies;
    res.writeHead(result.statusCode ?? 200, outHeaders);
    res.end(
      result.isBase64Encoded && result.body
        ? Buffer.from(result.body, "base64")
        : (result.body ?? ""),
    );
  };
}
