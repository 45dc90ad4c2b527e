import {
  type SimpleIcon,
  siFacebook,
  siFlickr,
  siInstagram,
  siPinterest,
  siTiktok,
  siVimeo,
  siX,
  siYoutube,
} from "simple-icons";
import { cx } from "./class-names";

/** The social networks a campus can link to from its header and home tiles. */
export type SocialNetwork =
  | "facebook"
  | "x"
  | "pinterest"
  | "instagram"
  | "youtube"
  | "flickr"
  | "vimeo"
  | "tiktok";

const GLYPHS: Record<SocialNetwork, SimpleIcon> = {
  facebook: siFacebook,
  x: siX,
  pinterest: siPinterest,
  instagram: siInstagram,
  youtube: siYoutube,
  flickr: siFlickr,
  vimeo: siVimeo,
  tiktok: siTiktok,
};

export function isSocialNetwork(value: string): value is SocialNetwork {
  return Object.hasOwn(GLYPHS, value);
}

export interface SocialIconProps {
  network: SocialNetwork;
  /** The accessible name (e.g. "Facebook"); leave it out only beside a visible name. */
  label?: string;
  size?: number;
  className?: string;
}

/**
 * A social network's mark (simple-icons), drawn in the current text colour so it follows the
 * header's contrast-checked brand text instead of the network's own colour.
 */
export function SocialIcon({ network, label, size = 20, className }: SocialIconProps) {
  const common = {
    className: cx("ui-icon", className),
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "currentColor",
    focusable: "false",
  } as const;
  const path = <path d={GLYPHS[network].path} />;
  return label ? (
    <svg {...common} role="img" aria-label={label}>
      {path}
    </svg>
  ) : (
    <svg {...common} aria-hidden="true">
      {path}
    </svg>
  );
}
