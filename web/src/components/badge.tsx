import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "./class-names";
import { Icon } from "./icon";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger" | "brand";

export interface BadgeProps {
  tone?: BadgeTone;
  /** A decorative icon before the text (the text names the badge). */
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}

/** A short label (status, count, tag) in a tone; its text always keeps AA on its fill. */
export function Badge({ tone = "neutral", icon, children, className }: BadgeProps) {
  return (
    <span className={cx("ui-badge", `ui-badge--${tone}`, className)}>
      {icon ? <Icon icon={icon} size={14} /> : null}
      {children}
    </span>
  );
}
