import type { Site } from "@shared/site-content/schemas/site";
import { Mail, Share2, Smartphone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";
import { NavDropdown } from "@/components/nav-dropdown";
import { isSocialNetwork, SocialIcon } from "@/components/social-icon";
import { socialLinks } from "@/lib/social";
import { sitePath } from "@/lib/url";
import { type NavItem, SOCIAL_MEDIA_KEY } from "../lib/nav-items";

/**
 * Header icons (requirements: public-browsing §2 Header): the social profiles (snapchat hidden), email when
 * display_email, and the mobile app page when the campus has the app. Each icon is an inline
 * SVG (the networks' marks from simple-icons, the rest from lucide) hidden from screen readers,
 * and each link is named by a visually hidden text, so it is a link and not an image. Shown
 * from the lg breakpoint up; phones get SocialMenu and the menu panel's ContactLinks.
 */
export function HeaderIcons({ site }: { site: Site }) {
  const social = socialLinks(site.social_media);
  const hasEmail = Boolean(site.display_email && site.email);
  if (social.length === 0 && !hasEmail && !site.mobile) return null;
  return (
    <ul className="header-icons" aria-label="Connect">
      {social.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {isSocialNetwork(link.network) ? <SocialIcon network={link.network} /> : null}
            <span className="visually-hidden">{link.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
      {hasEmail ? (
        <li>
          <a href={`mailto:${site.email}`}>
            <Icon icon={Mail} />
            <span className="visually-hidden">Email</span>
          </a>
        </li>
      ) : null}
      {site.mobile ? (
        <li>
          <Link to={sitePath(site.slug, "dine-on-campus-mobile-app")}>
            <Icon icon={Smartphone} />
            <span className="visually-hidden">Mobile app</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * "On small screens social media is a dropdown" (requirements: public-browsing §2 Header): the
 * navigation's Social Media item as an icon button in the phone header bar.
 */
export function SocialMenu({ navItems }: { navItems: NavItem[] }) {
  const [isOpen, setOpen] = useState(false);
  const item = navItems.find((candidate) => candidate.key === SOCIAL_MEDIA_KEY);
  if (item?.kind !== "group") return null;
  return (
    <div className="social-menu">
      <NavDropdown
        item={item}
        isOpen={isOpen}
        onOpenChange={setOpen}
        icon={<Icon icon={Share2} size={22} />}
        hideLabel
        className="nav-dropdown--end"
      />
    </div>
  );
}

/** Email and mobile app links with their names, for the phone menu panel. */
export function ContactLinks({ site }: { site: Site }) {
  return (
    <ul className="contact-links" aria-label="Connect">
      {site.display_email && site.email ? (
        <li>
          <a href={`mailto:${site.email}`}>
            <Icon icon={Mail} /> Email {site.email}
          </a>
        </li>
      ) : null}
      {site.mobile ? (
        <li>
          <Link to={sitePath(site.slug, "dine-on-campus-mobile-app")}>
            <Icon icon={Smartphone} /> Get the mobile app
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The shop banner (requirements: public-browsing §2 Header): links to the campus's shop, by site slug. */
export function ShopBanner({ site }: { site: Site }) {
  if (!site.shop_link) return null;
  const url = new URL(
    site.shop_link.startsWith("http") ? site.shop_link : `https://${site.shop_link}`,
  );
  url.searchParams.set("site", site.slug);
  return (
    <p className="shop-banner">
      <a href={url.toString()} target="_blank" rel="noopener noreferrer">
        Shop {site.name} Dining<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
