import type { Site } from "@shared/schemas/site";
import { Mail, Smartphone } from "lucide-react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";
import { isSocialNetwork, SocialIcon } from "@/components/social-icon";
import { socialLinks } from "@/lib/social";
import { sitePath } from "@/lib/url";

/**
 * Header icons (public-browsing §2 Header): the social profiles (snapchat hidden), email when
 * display_email, and the mobile app page when the campus has the app. Each icon is an inline
 * SVG named for screen readers (the networks' marks from simple-icons, the rest from lucide).
 */
export function HeaderIcons({ site }: { site: Site }) {
  const social = socialLinks(site.social_media);
  return (
    <ul className="header-icons" aria-label="Connect">
      {social.map((link) => (
        <li key={link.network} className="header-icons__social">
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {isSocialNetwork(link.network) ? (
              <SocialIcon network={link.network} label={link.label} />
            ) : (
              link.label
            )}
          </a>
        </li>
      ))}
      {site.display_email && site.email ? (
        <li>
          <a href={`mailto:${site.email}`}>
            <Icon icon={Mail} label="Email" />
          </a>
        </li>
      ) : null}
      {site.mobile ? (
        <li>
          <Link to={sitePath(site.slug, "dine-on-campus-mobile-app")}>
            <Icon icon={Smartphone} label="Mobile app" />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The shop banner (§2 Header): links to the campus's shop, by site slug. */
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
