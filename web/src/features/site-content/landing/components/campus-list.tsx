import { readableTextColor } from "@shared/platform/contrast";
import type { PublicSite } from "@shared/site-content/schemas/site";
import { ChevronRight } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";
import { imageUrl, sitePath } from "@/lib/url";

/**
 * Every published campus as a card in its own colours: the logo (or the name) on the brand
 * colour, with the configured text colour only where it keeps AA (shared/platform/contrast.ts).
 */
export function CampusList({ sites }: { sites: readonly PublicSite[] }) {
  return (
    <ul className="campus-cards">
      {sites.map((site) => (
        <li key={site.id}>
          <Link to={sitePath(site.slug)} className="campus-card" style={campusColours(site)}>
            <span className="campus-card__brand" aria-hidden="true">
              {site.site_logo ? (
                <img
                  className="campus-card__logo"
                  src={imageUrl(site.id, site.site_logo.file_name)}
                  alt=""
                  width={192}
                  height={48}
                  loading="lazy"
                />
              ) : (
                <span className="campus-card__initials">{initials(site.name)}</span>
              )}
            </span>
            <span className="campus-card__body">
              <span className="campus-card__name">{site.name}</span>
              <span className="campus-card__hint">
                Hours, menus and more
                <Icon icon={ChevronRight} size={16} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function campusColours(site: PublicSite): CSSProperties {
  return {
    "--campus-brand": site.brand_color,
    "--campus-text": readableTextColor(site.brand_color, site.text_color),
  } as CSSProperties;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}
