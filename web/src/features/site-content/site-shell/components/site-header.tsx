import type { Site } from "@shared/site-content/schemas/site";
import { Link, useNavigate } from "react-router-dom";
import { logOut, useCustomerSession } from "@/lib/session/customer-session";
import { externalUrl, imageUrl, sitePath } from "@/lib/url";
import type { NavItem } from "../lib/nav-items";
import { ContactLinks, HeaderIcons, ShopBanner, SocialMenu } from "./header-icons";
import { SiteAlerts } from "./site-alerts";
import { SiteNav } from "./site-nav";

interface SiteHeaderProps {
  site: Site;
  logoExists: boolean;
  navItems: NavItem[];
}

/**
 * requirements: public-browsing §2 Header: alerts, logo, site name, user links, icons and
 * navigation. The bar and the navigation row have fixed heights, the ones the app shell in
 * web/index.html draws before the script runs (docs/web-app.md, App shell), so the page below
 * never moves when the header arrives or its logo loads.
 */
export function SiteHeader({ site, logoExists, navItems }: SiteHeaderProps) {
  const userLinks = site.customer_login ? <UserLinks site={site} /> : null;
  const hasContact = Boolean((site.display_email && site.email) || site.mobile);
  return (
    <header className="site-header">
      <SiteAlerts alerts={site.homepage_alerts} />
      <ShopBanner site={site} />
      <div className="site-header__inner">
        <SiteLogo site={site} logoExists={logoExists} />
        {logoExists && site.site_logo ? <p className="site-header__name">{site.name}</p> : null}
        {userLinks ? <div className="site-header__user">{userLinks}</div> : null}
        <HeaderIcons site={site} />
        <SocialMenu navItems={navItems} />
        <SiteNav
          items={navItems}
          userLinks={userLinks}
          contactLinks={hasContact ? <ContactLinks site={site} /> : null}
        />
      </div>
    </header>
  );
}

/** The header's user links (requirements: purchases §2): Logout and Manage Account once logged in. */
function UserLinks({ site }: { site: Site }) {
  const customer = useCustomerSession(site.id);
  const navigate = useNavigate();
  return (
    <ul className="user-links" aria-label="Account">
      {customer ? (
        <>
          <li>
            <Link to={sitePath(site.slug, "customer-account")}>Manage Account</Link>
          </li>
          <li>
            <button
              type="button"
              className="site-header__logout"
              onClick={() => void logOut(site.id).then(() => navigate(sitePath(site.slug)))}
            >
              Logout
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <Link to={sitePath(site.slug, "login")}>{site.customer_login_text}</Link>
          </li>
          <li>
            <Link to={sitePath(site.slug, "signup")}>Sign Up</Link>
          </li>
        </>
      )}
    </ul>
  );
}

/**
 * Without a logo file the site name itself is the link, so it is not shown twice. The logo
 * sits in a fixed box (object-fit: contain), so a logo of any proportions leaves the bar's
 * layout alone while it loads.
 */
function SiteLogo({ site, logoExists }: { site: Site; logoExists: boolean }) {
  const logo = logoExists ? site.site_logo : null;
  // The image is the link's only content, so its alt text is the link's name: never empty.
  const content = logo ? (
    <img
      className="site-logo__image"
      src={imageUrl(site.id, logo.file_name)}
      alt={logo.logo_alt_text || site.name}
      width={192}
      height={48}
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
