import type { Site } from "@shared/site-content/schemas/site";
import { Link } from "react-router-dom";
import { privacyRequestUrl } from "@/lib/privacy-request";
import { externalUrl, sitePath } from "@/lib/url";

/**
 * Footer links (requirements: public-browsing §2 Footer): app page, privacy and terms, the privacy request,
 * and the accessibility and unit privacy link variants the campus turns on.
 */
export function FooterLegalLinks({ site }: { site: Site }) {
  const external = (href: string, text: string) => (
    <li>
      <a href={externalUrl(href)} target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </li>
  );
  return (
    <nav className="site-footer__links" aria-label="Footer">
      <ul>
        <li>
          <Link to={sitePath(site.slug, "dine-on-campus-mobile-app")}>
            Get the Dine On Campus app
          </Link>
        </li>
        <li>
          <Link to={sitePath(site.slug, "privacy")}>Privacy Policy</Link>
        </li>
        <li>
          <Link to={sitePath(site.slug, "terms-of-use")}>Terms of Use</Link>
        </li>
        {external(privacyRequestUrl(site.name), "Do Not Sell or Share My Personal Information")}
        {site.accessibility_link && site.accessibility_url
          ? external(site.accessibility_url, "Accessibility")
          : null}
        {site.use_unit_accessibility_link && site.unit_accessibility_link
          ? external(
              site.unit_accessibility_link,
              site.unit_accessibility_link_text || "Accessibility",
            )
          : null}
        {site.use_unit_privacy_link && site.unit_privacy_link
          ? external(site.unit_privacy_link, site.unit_privacy_link_text || "Privacy")
          : null}
      </ul>
    </nav>
  );
}
