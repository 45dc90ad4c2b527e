import { ArrowDown } from "lucide-react";
import { useRef } from "react";
import { buttonClassName } from "@/components/button-style";
import { Icon } from "@/components/icon";
import { FailedState, LoadingState } from "@/components/load-state";
import { SafeHtml } from "@/lib/content/safe-html";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { campusToday } from "@/lib/locations/campus-today";
import { NotFound } from "@/lib/not-found";
import { useMicrosite, useMicrositeSections } from "../api/use-microsite";
import { MicrositeNav } from "../components/microsite-nav";
import { StatCards } from "../components/stat-cards";
import { isMicrositeSectionShown } from "../lib/microsite-rules";

const ARROW = buttonClassName({ variant: "secondary" });

/** /:site/microsite (requirements: public-browsing §2 Microsite; docs/decisions/public-site.md). */
export function Component() {
  const site = useCurrentSite();
  const microsite = useMicrosite(site.id);
  const sections = useMicrositeSections(site.id);
  const firstSection = useRef<HTMLElement>(null);
  if (microsite.error?.statusCode === 404) return <NotFound />;
  const data = microsite.data?.microsite;
  const banner =
    data?.image.file_name && !data.image.default
      ? siteFileUrl(site.id, "microsite", data.image.file_name)
      : null;
  const shown = (sections.data?.sections ?? []).filter((section) =>
    data ? isMicrositeSectionShown(section.slug, data) : false,
  );
  return (
    <div className="microsite">
      <title>{`${site.name} – Microsite`}</title>
      <MicrositeNav nodes={site.section_list} slug={site.slug} extraNav={site.extra_nav} />
      {microsite.error || sections.error ? (
        <FailedState>We're sorry, something went wrong loading this content.</FailedState>
      ) : null}
      {!data && !microsite.error ? (
        // The banner's box while the microsite loads, so nothing below it moves (CLS).
        <div className="microsite-banner microsite-banner--loading">
          <LoadingState>Loading content</LoadingState>
        </div>
      ) : null}
      {data ? (
        <>
          <header
            className={`microsite-banner${banner ? "" : " microsite-banner--default"}`}
            style={banner ? { backgroundImage: `url("${banner}")` } : undefined}
          >
            {site.site_logo ? (
              <img
                className="microsite-banner__logo"
                src={siteFileUrl(site.id, "logo", site.site_logo.file_name)}
                alt={site.site_logo.logo_alt_text || site.name}
              />
            ) : (
              <p className="microsite-banner__logo microsite-banner__logo--default">{site.name}</p>
            )}
            <h1>{data.tagline || site.name}</h1>
            <button
              type="button"
              className={`microsite-banner__arrow ${ARROW}`}
              onClick={() => firstSection.current?.scrollIntoView({ behavior: "smooth" })}
            >
              <Icon icon={ArrowDown} /> Scroll to content
            </button>
          </header>
          <StatCards stats={data.stats} today={campusToday(site.time_zone)} />
          <div className="microsite-blocks">
            {shown.map((section, index) => (
              <section
                key={section.id}
                ref={index === 0 ? firstSection : undefined}
                className={`microsite-block microsite-block--${index % 2 === 0 ? "a" : "b"}`}
                aria-label={section.name}
              >
                {section.show_header ? <h2>{section.name}</h2> : null}
                {section.body ? (
                  <SafeHtml html={section.body} siteId={site.id} />
                ) : (
                  <p>No content</p>
                )}
              </section>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
