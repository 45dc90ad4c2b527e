import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Button } from "./button";
import { cx } from "./class-names";
import { Icon } from "./icon";

/** Toasts stay 3000 ms (the spec's toast timeout, shared by the account and help pages). */
export const NOTICE_MS = 3000;

export type NoticeTone = "info" | "success" | "warning" | "danger";

const TONE_ICON: Record<NoticeTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children: ReactNode;
  /**
   * How assistive technology hears it. By default a warning or failure interrupts
   * (`alert`) and information or success waits for a pause (`status`).
   */
  role?: "status" | "alert" | "none";
  /** "toast" floats at the top centre of the screen; "inline" sits where it is rendered. */
  placement?: "inline" | "toast";
  /** Shows a close button ("Dismiss") that calls it. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Calls `onDismiss` by itself after this many ms (toasts: NOTICE_MS). */
  autoDismissMs?: number;
  /** Hides the close button while still auto-dismissing (the spec's toasts have none). */
  hideDismissButton?: boolean;
  className?: string;
}

/** A message in one of four tones, inline or as a toast, optionally dismissible. */
export function Notice({
  tone = "info",
  title,
  children,
  role,
  placement = "inline",
  onDismiss,
  dismissLabel = "Dismiss",
  autoDismissMs,
  hideDismissButton = false,
  className,
}: NoticeProps) {
  useEffect(() => {
    if (!onDismiss || autoDismissMs === undefined) return;
    const timer = setTimeout(onDismiss, autoDismissMs);
    return () => clearTimeout(timer);
  }, [onDismiss, autoDismissMs]);
  const liveRole = role ?? (tone === "danger" || tone === "warning" ? "alert" : "status");
  return (
    <div
      className={cx("ui-notice", `ui-notice--${tone}`, `ui-notice--${placement}`, className)}
      role={liveRole === "none" ? undefined : liveRole}
    >
      <Icon icon={TONE_ICON[tone]} className="ui-notice__icon" />
      <div className="ui-notice__body">
        {title ? <p className="ui-notice__title">{title}</p> : null}
        {children}
      </div>
      {onDismiss && !hideDismissButton ? (
        <Button variant="ghost" size="sm" className="ui-notice__dismiss" onPress={onDismiss}>
          <Icon icon={X} label={dismissLabel} />
        </Button>
      ) : null}
    </div>
  );
}
