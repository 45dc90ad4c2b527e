import type { Site } from "@shared/site-content/schemas/site";

type Network = keyof Site["social_media"];

const PROFILE: Record<Exclude<Network, "snapchat">, { label: string; url: string }> = {
  facebook: { label: "Facebook", url: "https://www.facebook.com/" },
  x: { label: "X", url: "https://x.com/" },
  pinterest: { label: "Pinterest", url: "https://www.pinterest.com/" },
  instagram: { label: "Instagram", url: "https://www.instagram.com/" },
  youtube: { label: "YouTube", url: "https://www.youtube.com/@" },
  flickr: { label: "Flickr", url: "https://www.flickr.com/photos/" },
  vimeo: { label: "Vimeo", url: "https://vimeo.com/" },
  tiktok: { label: "TikTok", url: "https://www.tiktok.com/@" },
};

export interface SocialLink {
  network: string;
  label: string;
  href: string;
}

/** The campus's social profiles in the header's order; snapchat is never shown (requirements: public-browsing §2 Header). */
export function socialLinks(social: Site["social_media"]): SocialLink[] {
  return (Object.keys(PROFILE) as (keyof typeof PROFILE)[]).flatMap((network) => {
    const handle = social[network];
    if (!handle) return [];
    const { label, url } = PROFILE[network];
    return [{ network, label, href: `${url}${encodeURIComponent(handle)}` }];
  });
}
