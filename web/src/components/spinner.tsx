import { cx } from "./class-names";

export interface SpinnerProps {
  /** Announced politely; without it the spinner is decoration beside a text that says it all. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/** A spinning ring drawn in CSS (styles/kit/feedback.css); it stops under reduced motion. */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  const ring = <span className={cx("ui-spinner", `ui-spinner--${size}`, className)} />;
  if (!label) return <span aria-hidden="true">{ring}</span>;
  return (
    <span role="status" className="ui-spinner-wrap">
      <span aria-hidden="true">{ring}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
