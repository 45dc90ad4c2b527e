import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
} from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";

/**
 * Viewer-request code for the web bucket behaviour only. A path whose last segment has no
 * dot is a client-side route (`/{slug}/menu`) and gets the SPA shell; files (`/assets/x.js`)
 * pass through. This is used instead of mapping 403/404 errors to /index.html because such
 * a mapping applies to the whole distribution and would turn the API's 404s into 200s.
 * Plain ES5 so it also runs unchanged in tests.
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf("/") + 1);
  if (lastSegment.indexOf(".") === -1) {
    request.uri = "/index.html";
  }
  return request;
}`;

export class SpaRewrite extends CloudFrontFunction {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      comment: "Serves /index.html for extension-less SPA paths",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_SOURCE),
    });
  }
}
