import { CSP_DIRECTIVES } from "@shared/platform/security-headers";
import { describe, expect, it } from "vitest";
import { socialEmbed } from "@/features/site-content/home/lib/social-embed";

const site = {
  name: "Cedar Ridge University",
  social_media: { facebook: "cedar ridge", youtube: "crdining", vimeo: "crdining" },
  featured_videos: { youtube: "M7lc1UVf-VE", vimeo: "76979871" },
};

describe("socialEmbed", () => {
  it("embeds from the three frame-src hosts only, each with a title", () => {
    for (const network of ["facebook", "youtube", "vimeo"]) {
      const embed = socialEmbed(network, site);
      expect(embed?.title).toMatch(/^Cedar Ridge University on /);
      expect(CSP_DIRECTIVES["frame-src"]).toContain(new URL(embed?.src ?? "").origin);
    }
    expect(socialEmbed("youtube", site)?.src).toBe(
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1",
    );
    expect(socialEmbed("vimeo", site)?.src).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    );
    const facebook = new URL(socialEmbed("facebook", site)?.src ?? "");
    expect(facebook.pathname).toBe("/plugins/page.php");
    expect(facebook.searchParams.get("href")).toBe("https://www.facebook.com/cedar%20ridge");
  });

  it("embeds nothing without a handle, without a video id, or for other tiles", () => {
    expect(socialEmbed("youtube", { ...site, featured_videos: {} })).toBeNull();
    expect(socialEmbed("vimeo", { ...site, social_media: {} })).toBeNull();
    expect(socialEmbed("facebook", { ...site, social_media: {} })).toBeNull();
    expect(socialEmbed("survey", site)).toBeNull();
  });
});
