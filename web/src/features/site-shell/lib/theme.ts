import type { CSSProperties } from "react";
import type { Site } from "../../../../../shared/schemas/site";
import { readableTextColor } from "../../../lib/contrast";

/** Each campus's brand colour (public-browsing §1), with text that keeps AA contrast on it. */
export function siteTheme(site: Pick<Site, "brand_color" | "text_color">): CSSProperties {
  return {
    "--brand": site.brand_color,
    "--brand-text": readableTextColor(site.brand_color, site.text_color),
  } as CSSProperties;
}
