import type { LucideIcon } from "lucide-react";
import { cx } from "./class-names";

export interface IconProps {
  /** A lucide icon, imported by name so the bundle keeps only the icons in use. */
  icon: LucideIcon;
  /** The icon's accessible name. Leave it out only when a visible text beside it says it all. */
  label?: string;
  size?: number;
  className?: string;
}

/**
 * An interface icon (lucide-react). Named icons are images with that name; unnamed ones are
 * hidden from assistive technology, so an icon is never announced as an empty graphic.
 */
export function Icon({ icon: Glyph, label, size = 20, className }: IconProps) {
  const common = { size, className: cx("ui-icon", className), focusable: "false" } as const;
  return label ? (
    <Glyph {...common} role="img" aria-label={label} aria-hidden={false} />
  ) : (
    <Glyph {...common} aria-hidden="true" />
  );
}
