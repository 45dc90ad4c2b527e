import type { Site } from "@shared/site-content/schemas/site";

export type EmbedNetwork = "facebook" | "youtube" | "vimeo";

export interface SocialEmbed {
  /** The player or page plugin, on one of the CSP's frame-src hosts (shared/platform/security-headers.ts). */
  src: string;
  /** The iframe's title and the facade button's name. */
  title: string;
}

type EmbedSite = Pick<Site, "name" | "social_media" | "featured_videos">;

/**
 * What a social tile embeds once the visitor asks for it (docs/decisions/public-site.md "Video
 * tiles"): YouTube through its no-cookie host, Vimeo's player with do-not-track, Facebook's page
 * plugin for the campus's page. `null` when there is nothing to embed (no handle or no video id).
 */
export function socialEmbed(network: string, site: EmbedSite): SocialEmbed | null {
  if (!isEmbedNetwork(network) || !site.social_media[network]) return null;
  switch (network) {
    case "youtube": {
      const id = site.featured_videos.youtube;
      return id
        ? {
            src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`,
            title: `${site.name} on YouTube: latest video`,
          }
        : null;
    }
    case "vimeo": {
      const id = site.featured_videos.vimeo;
      return id
        ? {
            src: `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`,
            title: `${site.name} on Vimeo: latest video`,
          }
        : null;
    }
    case "facebook": {
      const page = `https://www.facebook.com/${encodeURIComponent(site.social_media.facebook ?? "")}`;
      const query = new URLSearchParams({
        href: page,
        tabs: "timeline",
        small_header: "true",
        adapt_container_width: "true",
        hide_cta: "true",
      });
      return {
        src: `https://www.facebook.com/plugins/page.php?${query}`,
        title: `${site.name} on Facebook: latest posts`,
      };
    }
  }
}

const isEmbedNetwork = (network: string): network is EmbedNetwork =>
  network === "facebook" || network === "youtube" || network === "vimeo";
