import type { ReactNode } from "react";
import { cx } from "./class-names";

export interface CardProps {
  /** The element: `li` inside a list of cards, `article` for a self-contained item. */
  as?: "div" | "article" | "section" | "li";
  title?: ReactNode;
  /** The title's heading level, so the page's outline stays right. */
  headingLevel?: 2 | 3 | 4;
  /** An image or illustration across the top, at a fixed aspect ratio. */
  media?: ReactNode;
  /** Actions or links at the bottom, pushed down so cards in a grid line up. */
  footer?: ReactNode;
  /** `horizontal`: the media beside the text from 576 px up (a timeline entry); stacked below. */
  orientation?: "vertical" | "horizontal";
  children?: ReactNode;
  className?: string;
}

/** A surface with an optional image, heading, body and footer; cards in a grid share heights. */
export function Card({
  as: Element = "div",
  title,
  headingLevel = 2,
  media,
  footer,
  orientation = "vertical",
  children,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={cx("ui-card", orientation === "horizontal" && "ui-card--horizontal", className)}
    >
      {media ? <div className="ui-card__media">{media}</div> : null}
      <div className="ui-card__body">
        {title ? <Heading className="ui-card__title">{title}</Heading> : null}
        {children}
      </div>
      {footer ? <div className="ui-card__footer">{footer}</div> : null}
    </Element>
  );
}
