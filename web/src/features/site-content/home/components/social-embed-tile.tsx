import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/icon";
import type { SocialEmbed } from "../lib/social-embed";

/**
 * A privacy-friendly embed (docs/decisions/public-site.md "Video tiles"): until the visitor presses
 * the facade button nothing loads from the third party; then the iframe takes the facade's place
 * in the same 16:9 box (no layout shift) and receives focus, so keyboard users land in the player.
 */
export function SocialEmbedFacade({ embed }: { embed: SocialEmbed }) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  return (
    <div className="social-embed">
      {loaded ? (
        <iframe
          ref={frame}
          className="social-embed__frame"
          src={embed.src}
          title={embed.title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="social-embed__facade" onClick={() => setLoaded(true)}>
          <span className="social-embed__play">
            <Icon icon={Play} size={28} />
          </span>
          <span className="social-embed__title">{embed.title}</span>
          <span className="social-embed__note">Loads content from a third party</span>
        </button>
      )}
    </div>
  );
}
