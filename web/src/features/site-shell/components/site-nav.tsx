import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import type { NavItem } from "../lib/nav-items";
import { NavDropdown } from "./nav-dropdown";
import { NavLink } from "./nav-link";

export const NAV_ID = "doc-navigation";
const LIST_ID = "doc-navigation-list";

/**
 * Header navigation. Left/Right (and Home/End) move between top-level items (requirements: public-browsing
 * §2 Header: arrow-key navigation); below the md breakpoint the list collapses behind a
 * Menu button (§9: small screen means xs, sm or md).
 */
export function SiteNav({ items }: { items: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A followed link ends the visit to the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [pathname]);

  // Pointer presses outside close an open dropdown (Safari does not focus buttons on click,
  // so blur alone is not enough).
  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup]);

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = event.target as HTMLElement;
    if (!current.hasAttribute("data-nav-top")) return;
    const top = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-nav-top]"));
    const index = top.indexOf(current);
    const target = {
      ArrowRight: top[(index + 1) % top.length],
      ArrowLeft: top[(index - 1 + top.length) % top.length],
      Home: top[0],
      End: top[top.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    setOpenGroup(null);
    target.focus();
  };

  if (items.length === 0) return null;
  return (
    <nav id={NAV_ID} ref={navRef} className="site-nav" aria-label="Main" tabIndex={-1}>
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={menuOpen}
        aria-controls={LIST_ID}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        Menu
      </button>
      <ul id={LIST_ID} className="site-nav__list" data-open={menuOpen} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.key} className="site-nav__entry">
            {item.kind === "group" ? (
              <NavDropdown
                item={item}
                isOpen={openGroup === item.key}
                onOpenChange={(open) => setOpenGroup(open ? item.key : null)}
              />
            ) : (
              <NavLink item={item} className="site-nav__item" topLevel />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
