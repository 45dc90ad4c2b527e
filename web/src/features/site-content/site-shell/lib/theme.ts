import { accessibleVariant, readableTextColor } from "@shared/platform/contrast";
import type { Site } from "@shared/site-content/schemas/site";
import type { CSSProperties } from "react";

/** The lightest surface brand-coloured text sits on (`--surface-alt` in styles/tokens.css). */
const SURFACE_ALT = "#f4f5f7";

/**
 * Each campus's brand colour as design tokens: `--brand` is only ever a
 * background under `--brand-text` (the campus's text colour when it keeps AA on the brand,
 * else black or white); `--brand-ink` is the brand colour as text, border or focus ring on the
 * page's surfaces, darkened or lightened just enough to keep AA there.
 */
export function siteTheme(site: Pick<Site, "brand_color" | "text_color">): CSSProperties {
  return {
    "--brand": site.brand_color,
    "--brand-text": readableTextColor(site.brand_color, site.text_color),
    "--brand-ink": accessibleVariant(site.brand_color, SURFACE_ALT),
  } as CSSProperties;
}
