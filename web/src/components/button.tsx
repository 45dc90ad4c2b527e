import type { ReactNode, Ref } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from "react-aria-components/Button";
import { type ButtonStyle, buttonClassName } from "./button-style";
import { cx } from "./class-names";
import { Spinner } from "./spinner";

// The class names live in ./button-style alone: a page that only styles a link as a button
// imports them from there and leaves react-aria's Button out of its chunks.

export interface ButtonProps
  extends ButtonStyle,
    Omit<AriaButtonProps, "className" | "children" | "style" | "isPending"> {
  children: ReactNode;
  isPending?: boolean;
  /**
   * Shown instead of the label while `isPending` ("Saving…"); without it the label stays and a
   * spinner joins it. Either way the button keeps focus, says aria-disabled and ignores presses
   * (a submit button stops submitting) while pending.
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
  type = "button",
  onPress,
  ...props
}: ButtonProps) {
  // Pending is handled here rather than by react-aria's isPending: that one announces the
  // button by id through a live region, which outlives a button unmounted by the navigation
  // its press started and leaves an unnamed image behind (axe: role-img-alt).
  return (
    <AriaButton
      {...props}
      type={isPending ? "button" : type}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      className={buttonClassName({
        variant,
        size,
        fullWidth,
        className: cx(isPending && "ui-button--pending", className),
      })}
    >
      {isPending ? <Spinner size="sm" /> : null}
      {isPending && pendingLabel ? pendingLabel : children}
    </AriaButton>
  );
}
