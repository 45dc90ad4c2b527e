import { afterEach, describe, expect, it } from "vitest";
import { clientAddressOf } from "../../../functions/platform/client-address";
import { httpApiEvent } from "../../fixtures/http-api-event";

const eventFrom = (sourceIp: string, headers: Record<string, string> = {}) => {
  const event = structuredClone(httpApiEvent);
  event.requestContext.http.sourceIp = sourceIp;
  event.headers = headers;
  return event;
};

describe("the client address that per-client rate limits count", () => {
  afterEach(() => {
    delete process.env.CLIENT_ADDRESS_SOURCE;
  });

  it("is the connection's address when no CloudFront sits in front (local stack, tests)", () => {
    const event = eventFrom("203.0.113.7", { "cloudfront-viewer-address": "198.51.100.1:443" });
    expect(clientAddressOf(event)).toBe("203.0.113.7");
  });

  it("is the viewer behind CloudFront, not the edge server every visitor shares", () => {
    process.env.CLIENT_ADDRESS_SOURCE = "cloudfront";
    expect(
      clientAddressOf(
        eventFrom("130.176.1.1", { "cloudfront-viewer-address": "198.51.100.10:46532" }),
      ),
    ).toBe("198.51.100.10");
    expect(
      clientAddressOf(
        eventFrom("130.176.1.1", { "cloudfront-viewer-address": "2001:db8::10:46532" }),
      ),
    ).toBe("2001:db8::10");
  });

  it("falls back to the connection when the viewer header is missing or not an address", () => {
    process.env.CLIENT_ADDRESS_SOURCE = "cloudfront";
    expect(clientAddressOf(eventFrom("130.176.1.1"))).toBe("130.176.1.1");
    expect(
      clientAddressOf(eventFrom("130.176.1.1", { "cloudfront-viewer-address": "<script>:1" })),
    ).toBe("130.176.1.1");
  });
});
