import type { Site, TileKind } from "@shared/site-content/schemas/site";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Skeleton } from "@/components/skeleton";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { sectionSlugFor } from "@/lib/content/site-files";
import { socialLinks } from "@/lib/social";
import { sitePath } from "@/lib/url";
import type { HomeTiles } from "../api/use-home-tiles";
import { socialEmbed } from "../lib/social-embed";
import { SocialEmbedFacade } from "./social-embed-tile";
import { SurveyTile } from "./survey-tile";
import { TodaysMenuTile } from "./todays-menu-tile";

/** requirements: public-browsing §8 Tiles. */
export const TILE_FAILED = "We're sorry, something went wrong.";

/** Tiles other features build (Hours, What's Open), handed in by the app layer. */
export type ExternalTiles = Partial<
  Record<TileKind, (data: HomeTiles, siteId: string) => ReactNode>
>;

interface TileProps {
  kind: TileKind;
  site: Site;
  data: HomeTiles | undefined;
  failed: boolean;
  external: ExternalTiles;
}

const TITLES: Record<TileKind, string> = {
  map: "Campus Map",
  content: "News",
  hours: "Hours of Operation",
  whats_open: "What's Open?",
  recharge: "Recharge Your Card",
  todays_menu: "Today's Menu",
  survey: "Survey",
  facebook: "Facebook",
  youtube: "YouTube",
  vimeo: "Vimeo",
};

function TileFrame({ kind, children }: { kind: TileKind; children: ReactNode }) {
  return (
    <section className={`tile tile--${kind}`} aria-labelledby={`tile-${kind}-title`}>
      <h2 id={`tile-${kind}-title`}>{TITLES[kind]}</h2>
      {children}
    </section>
  );
}

/** One home tile (requirements: public-browsing §2 Home page); data tiles fail with the §8 text. */
export function HomeTile({ kind, site, data, failed, external }: TileProps) {
  const render = external[kind];
  const needsData = render || kind === "content" || kind === "todays_menu" || kind === "survey";
  if (needsData && (failed || !data)) {
    return (
      <TileFrame kind={kind}>
        {failed ? (
          <p role="alert">{TILE_FAILED}</p>
        ) : (
          <>
            <p role="status">Loading</p>
            <Skeleton count={6} className="tile__skeleton" />
          </>
        )}
      </TileFrame>
    );
  }
  if (render && data) return <>{render(data, site.id)}</>;
  const link = (master: string, text: string) => {
    const slug = sectionSlugFor(site.section_list, master);
    return slug ? <Link to={sitePath(site.slug, slug)}>{text}</Link> : null;
  };
  switch (kind) {
    case "content":
      return (
        <TileFrame kind={kind}>
          <LazySafeHtml className="tile__html" html={data?.news_html ?? ""} siteId={site.id} />
        </TileFrame>
      );
    case "todays_menu":
      return data ? <TodaysMenuTile site={site} menu={data.todays_menu} /> : null;
    case "map":
      return (
        <TileFrame kind={kind}>{link("campus-map", "Find dining on the campus map")}</TileFrame>
      );
    case "recharge":
      return (
        <TileFrame kind={kind}>
          {link("meal-plan-purchase", "Add funds to your card") ?? (
            <p>Sorry, we can't display this button right now.</p>
          )}
        </TileFrame>
      );
    case "survey":
      return data ? <SurveyTile site={site} initial={data.surveys} /> : null;
    default: {
      const profile = socialLinks(site.social_media).find((entry) => entry.network === kind);
      const embed = socialEmbed(kind, site);
      return profile ? (
        <TileFrame kind={kind}>
          {embed ? <SocialEmbedFacade embed={embed} /> : null}
          <a href={profile.href} target="_blank" rel="noopener noreferrer">
            {`${site.name} on ${profile.label}`}
          </a>
        </TileFrame>
      ) : null;
    }
  }
}
