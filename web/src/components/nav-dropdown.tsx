import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import type { NavGroupItem, NavItem } from "@/lib/nav/nav-items";
import { cx } from "./class-names";
import { Icon } from "./icon";
import { NavLink } from "./nav-link";

interface NavDropdownProps {
  item: NavGroupItem;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A top-level item of a `NavBar`, reached with Left/Right. */
  topLevel?: boolean;
  /** `popup` floats under its button (desktop bars); `inline` pushes what follows down (panels). */
  layout?: "popup" | "inline";
  /** Drawn before the label (the header's social dropdown shows an icon only on phones). */
  icon?: ReactNode;
  /** Shown instead of the label; the label stays the button's accessible name. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * A navigation dropdown, following the WAI-ARIA disclosure navigation pattern (see
 * docs/web-app.md): a button with aria-expanded shows a plain list of links. A group inside
 * the list (the bar's "More" holding a section with children) is a labelled sub-list.
 */
export function NavDropdown({
  item,
  isOpen,
  onOpenChange,
  topLevel = false,
  layout = "popup",
  icon,
  hideLabel = false,
  className,
}: NavDropdownProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  // Tabbing out of an open dropdown closes it (APG disclosure navigation).
  useEffect(() => {
    const root = rootRef.current;
    if (!isOpen || !root) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) onOpenChange(false);
    };
    root.addEventListener("focusout", onFocusOut);
    return () => root.removeEventListener("focusout", onFocusOut);
  }, [isOpen, onOpenChange]);

  useEffect(() => {
    if (isOpen && focusFirstOnOpen.current) links(listRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (isOpen) links(listRef.current)[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links(listRef.current);
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const target = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (target) {
      event.preventDefault();
      event.stopPropagation();
      target.focus();
    }
  };

  return (
    <div className={cx("nav-dropdown", `nav-dropdown--${layout}`, className)} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-item nav-dropdown__button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={hideLabel ? item.label : undefined}
        {...(topLevel ? { "data-nav-top": "" } : {})}
        onClick={() => onOpenChange(!isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
        {hideLabel ? null : item.label}
        <Icon icon={ChevronDown} size={16} className="nav-dropdown__caret" />
      </button>
      <ul
        id={listId}
        ref={listRef}
        className="nav-dropdown__list"
        hidden={!isOpen}
        onKeyDown={onListKeyDown}
      >
        {item.children.map((child) => (
          <DropdownEntry key={child.key} item={child} />
        ))}
      </ul>
    </div>
  );
}

function DropdownEntry({ item }: { item: NavItem }) {
  const headingId = useId();
  if (item.kind === "link") {
    return (
      <li>
        <NavLink item={item} className="nav-dropdown__link" />
      </li>
    );
  }
  return (
    <li className="nav-dropdown__group">
      <span id={headingId} className="nav-dropdown__heading">
        {item.label}
      </span>
      <ul aria-labelledby={headingId}>
        {item.children.map((child) => (
          <DropdownEntry key={child.key} item={child} />
        ))}
      </ul>
    </li>
  );
}

function links(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll("a")) : [];
}
