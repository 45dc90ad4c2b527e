import { useEffect, useState } from "react";
import { LoadingState } from "@/components/load-state";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { privacyRequestUrl } from "@/lib/privacy-request";
import { SitelessMain, StaticPage } from "../components/static-page";
import { loadPrivacyNotice, type PrivacyNotice, privacyNoticeUrl } from "../lib/privacy-notice";

function BuiltInNotice() {
  return (
    <p>
      The Dine On Campus app collects the details you enter and basic device information to show
      menus, hours and nutrition for your campus.
    </p>
  );
}

/**
 * /mobile-privacy (requirements: public-browsing §2 Static pages): the third-party notice when one is
 * configured and answers in time, sanitized; otherwise the built-in summary. The privacy
 * request link shows either way (docs/decisions/public-site.md).
 */
export function Component() {
  const url = privacyNoticeUrl();
  const [notice, setNotice] = useState<PrivacyNotice | null | undefined>(url ? undefined : null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void loadPrivacyNotice(url).then((loaded) => {
      if (live) setNotice(loaded);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <SitelessMain>
      <StaticPage title="Mobile Privacy Policy | Dine On Campus" heading="Mobile Privacy Policy">
        {notice === undefined ? (
          <LoadingState>Loading content</LoadingState>
        ) : notice ? (
          <>
            {notice.updated ? <p>Last updated {notice.updated}</p> : null}
            <LazySafeHtml html={notice.html} siteId="" className="privacy-notice" />
          </>
        ) : (
          <BuiltInNotice />
        )}
        <p>
          <a href={privacyRequestUrl()}>Submit a privacy request</a>
        </p>
      </StaticPage>
    </SitelessMain>
  );
}
