import { cx } from "./class-names";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to its container's width (phones, dialogs' footers). */
  fullWidth?: boolean;
  className?: string;
}

/**
 * The kit's button classes, for an element that must look like a button but is not the kit's
 * `Button`: a router `<Link>` to the next step ("Go to checkout") stays a link for screen
 * readers; and the site shell and home page, which every visitor loads first, use native
 * `<button>`s with these classes because react-aria's Button adds 14 KB gzip to that path
 * (over the 130 KB first-load budget, see docs/web-app.md).
 */
export function buttonClassName({
  variant = "primary",
  size = "md",
  fullWidth,
  className,
}: ButtonStyle = {}): string {
  return cx(
    "ui-button",
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && "ui-button--full",
    className,
  );
}
