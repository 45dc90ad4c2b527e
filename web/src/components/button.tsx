import type { ReactNode, Ref } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { cx } from "./class-names";
import { Spinner } from "./spinner";

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
 * The kit's button classes, for the rare element that must look like a button but is not one:
 * a router `<Link>` to the next step ("Go to checkout") stays a link for screen readers.
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

export interface ButtonProps
  extends ButtonStyle,
    Omit<AriaButtonProps, "className" | "children" | "style"> {
  children: ReactNode;
  /**
   * Shown instead of the label while `isPending` ("Saving…"); without it the label stays and a
   * spinner joins it. Either way the button keeps focus and ignores presses while pending.
   */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the app (react-aria: press events that work with touch, mouse and
 * keyboard alike, focus ring on keyboard focus only). `type` defaults to "button"; a form's
 * submit button says `type="submit"`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  children,
  pendingLabel,
  isPending = false,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      {isPending ? <Spinner size="sm" /> : null}
      {isPending && pendingLabel ? pendingLabel : children}
    </AriaButton>
  );
}
