import { privacyRequestUrl } from "@/lib/privacy-request";
import { SitelessMain, StaticPage } from "../components/static-page";

/**
 * /mobile-privacy (requirements: public-browsing §2 Static pages). The notice text lives with a third-party
 * privacy provider; this page carries the summary and the request link
 * (docs/decisions/public-site.md).
 */
export function Component() {
  return (
    <SitelessMain>
      <StaticPage title="Mobile Privacy Policy | Dine On Campus" heading="Mobile Privacy Policy">
        <p>
          The Dine On Campus app collects the details you enter and basic device information to show
          menus, hours and nutrition for your campus.
        </p>
        <p>
          <a href={privacyRequestUrl()}>Submit a privacy request</a>
        </p>
      </StaticPage>
    </SitelessMain>
  );
}
