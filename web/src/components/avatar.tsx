import { cx } from "./class-names";

export interface AvatarProps {
  /** The person's name: the image's alt text, or the source of the initials. */
  name: string;
  /** The photo's URL; without one the avatar shows the name's initials on a brand tint. */
  src?: string | undefined;
  size?: "md" | "lg";
  /**
   * Whether the name is already visible beside the avatar (a card's heading): then the photo
   * or initials are decorative and hidden from screen readers.
   */
  decorative?: boolean;
  className?: string;
}

/** "Maria Alvarez" → "MA"; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A round photo, or the person's initials in the same circle, never an empty grey box. */
export function Avatar({ name, src, size = "lg", decorative = false, className }: AvatarProps) {
  const classes = cx("ui-avatar", `ui-avatar--${size}`, className);
  if (src) {
    return (
      <img className={classes} src={src} alt={decorative ? "" : name} width={160} height={160} />
    );
  }
  return decorative ? (
    <span className={classes} aria-hidden="true">
      {initialsOf(name)}
    </span>
  ) : (
    <span className={classes} role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}
