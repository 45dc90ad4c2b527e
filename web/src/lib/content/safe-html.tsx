import DOMPurify from "dompurify";
import { useMemo } from "react";
import { siteFileUrl } from "./site-files";

const IMAGES = /^(?:https?:\/\/[^/]+)?\/?files\/images\//i;

/**
 * Content HTML (blog, meetings, help answers, section bodies) is sanitized before rendering;
 * image sources under the legacy files/images path are served from this campus's files
 * (requirements: public-browsing §2 Dining blog, Section page).
 */
export function sanitizeContentHtml(html: string, siteId: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll("img")) {
    const src = image.getAttribute("src") ?? "";
    if (IMAGES.test(src)) {
      image.setAttribute("src", src.replace(IMAGES, siteFileUrl(siteId, "image", "")));
    }
    if (!image.hasAttribute("alt")) image.setAttribute("alt", "");
  }
  for (const link of fragment.querySelectorAll("a[target=_blank]")) {
    link.setAttribute("rel", "noopener noreferrer");
  }
  const holder = document.createElement("div");
  holder.append(fragment);
  return holder.innerHTML;
}

export function SafeHtml({
  html,
  siteId,
  className,
}: {
  html: string;
  siteId: string;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeContentHtml(html, siteId), [html, siteId]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
