import * as z from "zod";

/**
 * Where the third-party privacy notice comes from (requirements: public-browsing §2 Static pages, §7):
 * a deployment sets `window.DINE_ON_CAMPUS_CONFIG = { privacyNoticeUrl }` before the app
 * loads (docs/web-app.md). Without it the built-in text shows. The CSP
 * lets the page fetch only from its own origin (shared/platform/security-headers.ts), so the notice is
 * either proxied under our origin (a path such as "/privacy-notice.json", the usual way) or an
 * https address whose host the deployment adds to connect-src on purpose.
 */
export function privacyNoticeUrl(source: unknown = globalThis): string | null {
  const config = (source as { DINE_ON_CAMPUS_CONFIG?: { privacyNoticeUrl?: unknown } })
    .DINE_ON_CAMPUS_CONFIG;
  const url = config?.privacyNoticeUrl;
  if (typeof url !== "string") return null;
  return /^https:\/\//i.test(url) || /^\/(?![/\\])/.test(url) ? url : null;
}

/** The provider's answer: `notices[first].content`, `contentCss[]`, `timestamp`. */
const noticeSchema = z.object({
  notices: z.array(z.object({ content: z.string().min(1) })).min(1),
  contentCss: z.array(z.string()).optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
});

export interface PrivacyNotice {
  html: string;
  updated: string | null;
}

/** Past this the built-in text shows instead (requirements: public-browsing §7 timeout is 20 s for our API). */
export const NOTICE_TIMEOUT_MS = 5000;

/**
 * The notice, or null when it cannot be had in time or is not what we expect. Its CSS is
 * dropped: a third party's style sheet could restyle or hide the whole page, and the notice
 * reads well in the site's own typography (docs/decisions/public-site.md).
 */
export async function loadPrivacyNotice(
  url: string,
  timeoutMs = NOTICE_TIMEOUT_MS,
): Promise<PrivacyNotice | null> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    if (!response.ok) return null;
    const parsed = noticeSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    const { notices, timestamp } = parsed.data;
    const when = timestamp === undefined ? null : new Date(timestamp);
    return {
      html: notices[0]?.content ?? "",
      updated:
        when && !Number.isNaN(when.getTime())
          ? when.toLocaleDateString("en-US", { dateStyle: "long" })
          : null,
    };
  } catch {
    return null;
  }
}
