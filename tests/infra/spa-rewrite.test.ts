import { describe, expect, it } from "vitest";
import { SPA_REWRITE_SOURCE } from "../../infra/constructs/spa-rewrite";

type Request = { uri: string; headers?: Record<string, unknown> };

// The exact source CloudFront runs, evaluated the way the CloudFront runtime calls it.
const handler = new Function(`${SPA_REWRITE_SOURCE}\nreturn handler;`)() as (event: {
  request: Request;
}) => Request;

const rewrite = (uri: string) => handler({ request: { uri, headers: {} } }).uri;

describe("SPA rewrite (CloudFront viewer request)", () => {
  it.each([
    ["/", "/index.html"],
    ["/state-university", "/index.html"],
    ["/state-university/", "/index.html"],
    ["/state-university/whats-on-the-menu", "/index.html"],
    ["/state-university/events/spring-fling", "/index.html"],
  ])("serves the app shell for the client route %s", (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each([
    "/index.html",
    "/assets/index-3f9a1c.js",
    "/assets/index-3f9a1c.css",
    "/favicon.ico",
    "/robots.txt",
  ])("passes the file %s through unchanged", (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it("keeps the rest of the request", () => {
    const request = { uri: "/campus", headers: { host: { value: "example.org" } } };
    expect(handler({ request })).toEqual({ uri: "/index.html", headers: request.headers });
  });
});
