import type { Site } from "@shared/schemas/site";
import { Mail, Smartphone } from "lucide-react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";
import { isSocialNetwork, SocialIcon } from "@/components/social-icon";
import { socialLinks } from "@/lib/social";
import { sitePath } from "@/lib/url";

/**
 * Header icons (requirements: public-browsing §2 Header): the social profiles (snapchat hidden), email when
 * display_email, and the mobile app page when the campus has the app. Each icon is an inline
 * SVG (the networks' marks from simple-icons, the rest from lucide) hidden from screen readers,
 * and each link is named by a visually hidden text, so it is a link and not an image.
 */
export function HeaderIcons({ site }: { site: Site }) {
  const social = socialLinks(site.social_media);
  return (
    <ul className="header-icons" aria-label="Connect">
      {social.map((link) => (
        <li key={link.network} className="header-icons__social">
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {isSocialNetwork(link.network) ? <SocialIcon network={link.network} /> : null}
            <span className="visually-hidden">{link.label}</span>
          </a>
        </li>
      ))}
      {site.display_email && site.email ? (
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
