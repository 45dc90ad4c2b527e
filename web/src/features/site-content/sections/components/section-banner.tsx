import type { CSSProperties } from "react";
import { siteFileUrl } from "@/lib/content/site-files";
import type { SectionContent } from "../api/use-section";

/**
 * The section banner (requirements: public-browsing §2 Section page): the name over the banner image, in
 * the configured alignment and font; left padding 20 px when left-aligned (§9).
 */
export function SectionBanner({ section, siteId }: { section: SectionContent; siteId: string }) {
  const style: CSSProperties = {
    textAlign: section.banner_text_align,
    ...(section.banner_text_align === "left" ? { paddingLeft: "20px" } : {}),
    ...(section.banner_text_font ? { fontFamily: section.banner_text_font } : {}),
    ...(section.banner
      ? {
          backgroundImage: `url("${siteFileUrl(siteId, "banner", section.banner.file_name)}")`,
        }
      : {}),
  };
  return (
    <header className="section-banner" style={style}>
      <h1 className="section-banner__title">{section.name}</h1>
    </header>
  );
}
