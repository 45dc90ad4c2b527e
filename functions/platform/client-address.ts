import type { APIGatewayProxyEventV2 } from "aws-lambda";

/**
 * The visitor's network address: the subject of every per-client rate limit (login, reset
 * requests, mail forms, votes, checkout). Behind CloudFront, API Gateway's `sourceIp` is a
 * CloudFront edge server shared by thousands of visitors, so one busy campus would exhaust a
 * limit meant for one client. There the viewer's address comes from `CloudFront-Viewer-Address`,
 * which CloudFront itself sets. It is believed only where configuration says the API sits behind
 * CloudFront (CLIENT_ADDRESS_SOURCE=cloudfront, set by the CDK app), where the origin-verify
 * authorizer refuses every request that did not come through CloudFront; anywhere else the
 * header is just something a client typed (docs/security.md, "What the API promises").
 */
export function clientAddressOf(event: APIGatewayProxyEventV2): string {
  if (process.env.CLIENT_ADDRESS_SOURCE === "cloudfront") {
    const viewer = event.headers?.["cloudfront-viewer-address"];
    const address = viewer ? viewerAddress(viewer) : undefined;
    if (address) return address;
  }
  return event.requestContext?.http?.sourceIp ?? "unknown";
}

/** "198.51.100.10:46532" or "2001:db8::10:46532": the address is everything before the port. */
function viewerAddress(header: string): string | undefined {
  const at = header.lastIndexOf(":");
  const address = at > 0 ? header.slice(0, at) : "";
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address : undefined;
}
