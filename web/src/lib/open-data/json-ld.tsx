import {
  campusHomeJsonLd,
  type JsonLd,
  type JsonLdLocation,
  type JsonLdMenuPeriod,
  type JsonLdScheduleDay,
  jsonLdScriptText,
  locationPageJsonLd,
  menuPageJsonLd,
} from "@shared/site-content/open-data/json-ld";
import type { Site } from "@shared/site-content/schemas/site";
import { createPortal } from "react-dom";
import { siteFileUrl } from "@/lib/content/site-files";

/**
 * schema.org data of a page (docs/open-data.md) as `<script type="application/ld+json">`. A data
 * block is never executed, so the Content-Security-Policy's script rules do not apply to it
 * (tests/e2e/open-data.test.ts watches for violations); the JSON's `<` is escaped, so no value
 * can close the element. It goes in the document's head, not the page's content, where no
 * script element ever belongs (content HTML is sanitized of them).
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return createPortal(
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, `<` escaped by jsonLdScriptText
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }}
    />,
    document.head,
  );
}

/** The page's own origin: the structured data describes the pages a crawler fetched. */
const origin = () => window.location.origin;
const pageUrl = () => `${window.location.origin}${window.location.pathname}`;

/** The campus home: the campus and each location with today's hours (from home_tiles). */
export function CampusHomeJsonLd({
  site,
  locations,
}: {
  site: Site;
  locations: readonly { id: string; name: string; today?: JsonLdScheduleDay }[];
}) {
  const logo = site.site_logo ? siteFileUrl(site.id, "logo", site.site_logo.file_name) : undefined;
  return (
    <JsonLdScript
      data={campusHomeJsonLd({
        site,
        origin: origin(),
        locations,
        ...(logo ? { logo: new URL(logo, window.location.origin).href } : {}),
      })}
    />
  );
}

/** A location's page: the location with this week's hours. */
export function LocationJsonLd({ site, location }: { site: Site; location: JsonLdLocation }) {
  return (
    <JsonLdScript
      data={locationPageJsonLd({ site, origin: origin(), location, pageUrl: pageUrl() })}
    />
  );
}

/** The menu page: the location and the periods of the day's menu the page has loaded. */
export function MenuJsonLd({
  site,
  location,
  date,
  periods,
}: {
  site: Site;
  location: JsonLdLocation;
  date: string;
  periods: readonly JsonLdMenuPeriod[];
}) {
  return (
    <JsonLdScript
      data={menuPageJsonLd({ site, origin: origin(), location, date, pageUrl: pageUrl(), periods })}
    />
  );
}
