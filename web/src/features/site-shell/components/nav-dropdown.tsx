import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import type { NavGroupItem } from "../lib/nav-items";
import { NavLink } from "./nav-link";

interface NavDropdownProps {
  item: NavGroupItem;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A section with child sections, following the WAI-ARIA disclosure navigation pattern (see
 * docs/web-app.md): a button with aria-expanded shows a plain list of links.
 */
export function NavDropdown({ item, isOpen, onOpenChange }: NavDropdownProps) {
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

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

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
      close();
    } else if (target) {
      event.preventDefault();
      event.stopPropagation();
      target.focus();
    }
  };

  return (
    <div className="nav-dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__item nav-dropdown__button"
        aria-expanded={isOpen}
        aria-controls={listId}
        data-nav-top=""
        onClick={() => onOpenChange(!isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        {item.label}
        <span className="nav-dropdown__caret" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        ref={listRef}
        className="nav-dropdown__list"
        hidden={!isOpen}
        onKeyDown={onListKeyDown}
      >
        {item.children.map((child) => (
          <li key={child.key}>
            <NavLink item={child} className="nav-dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function links(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll("a")) : [];
}
