import { Link } from "react-router-dom";
import type { Site } from "../../../../../shared/schemas/site";
import { externalUrl, imageUrl, sitePath } from "../../../lib/url";
import type { NavItem } from "../lib/nav-items";
import { SiteNav } from "./site-nav";

interface SiteHeaderProps {
  site: Site;
  logoExists: boolean;
  navItems: NavItem[];
}

/** public-browsing §2 Header: logo, site name, user links and navigation. */
export function SiteHeader({ site, logoExists, navItems }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <SiteLogo site={site} logoExists={logoExists} />
        {logoExists && site.site_logo ? <p className="site-header__name">{site.name}</p> : null}
        {site.customer_login ? (
          <ul className="site-header__user" aria-label="Account">
            <li>
              <Link to={sitePath(site.slug, "login")}>{site.customer_login_text}</Link>
            </li>
            <li>
              <Link to={sitePath(site.slug, "signup")}>Sign Up</Link>
            </li>
          </ul>
        ) : null}
      </div>
      <SiteNav items={navItems} />
    </header>
  );
}

/** Without a logo file the site name itself is the link, so it is not shown twice. */
function SiteLogo({ site, logoExists }: { site: Site; logoExists: boolean }) {
  const logo = logoExists ? site.site_logo : null;
  // The image is the link's only content, so its alt text is the link's name: never empty.
  const content = logo ? (
    <img
      className="site-logo__image"
      src={imageUrl(logo.file_name)}
      alt={logo.logo_alt_text || site.name}
    />
  ) : (
    <span className="site-logo__text">{site.name}</span>
  );
  if (site.link_to_school && site.url) {
    return (
      <a className="site-logo" href={externalUrl(site.url)}>
        {content}
      </a>
    );
  }
  return (
    <Link className="site-logo" to={sitePath(site.slug)}>
      {content}
    </Link>
  );
}
