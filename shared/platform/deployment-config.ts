import { type MapTileSource, PLATFORM_TILES } from "./map-tiles";

/**
 * What a deployment tells the web app, written into its HTML as one `<meta>` tag: by CDK when it
 * uploads the build (infra/constructs/web-deployment.ts), by the local stack and the preview when
 * they serve it. A meta tag, not a script: the CSP allows no inline script, and a config file
 * would be one more request before the app starts. The same setting builds the CSP
 * (shared/platform/security-headers.ts), so the page can always load what it is told to.
 */
export interface DeploymentConfig {
  mapTiles: MapTileSource;
}

export const DEFAULT_DEPLOYMENT_CONFIG: DeploymentConfig = { mapTiles: PLATFORM_TILES };

export const DEPLOYMENT_CONFIG_META = "dine-on-campus-config";

const ATTRIBUTE_ESCAPES: Readonly<Record<"&" | '"' | "<" | ">", string>> = {
  "&": "&amp;",
  '"': "&quot;",
  "<": "&lt;",
  ">": "&gt;",
};

const META_TAG = new RegExp(`<meta name="${DEPLOYMENT_CONFIG_META}" content="[^"]*" />`, "g");

/** `html` with the config's meta tag at the end of its head, replacing any earlier one. */
export function withDeploymentConfig(html: string, config: DeploymentConfig): string {
  const content = JSON.stringify(config).replace(
    /[&"<>]/g,
    (c) => ATTRIBUTE_ESCAPES[c as keyof typeof ATTRIBUTE_ESCAPES],
  );
  const tag = `<meta name="${DEPLOYMENT_CONFIG_META}" content="${content}" />`;
  const cleaned = html.replace(META_TAG, "");
  if (!cleaned.includes("</head>"))
    throw new Error("The page has no </head> to put its config in.");
  // A function, so a `$` in the config is never read as a replacement pattern.
  return cleaned.replace("</head>", () => `${tag}</head>`);
}
