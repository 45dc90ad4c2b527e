import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Icon } from "@/components/icon";
import { NavBar } from "@/components/nav-bar";
import type { NavItem } from "../lib/nav-items";
import type { MenuPanelProps } from "./menu-panel";

export const NAV_ID = "doc-navigation";

// The panel is a react-aria modal (focus trap, Escape, inert page): its own chunk, fetched
// when a visitor reaches for the Menu button, so desktop visitors never download it.
const loadPanel = () => import("./menu-panel");
const MenuPanel = lazy(loadPanel);

interface SiteNavProps extends Omit<MenuPanelProps, "isOpen" | "onOpenChange"> {
  items: NavItem[];
}

/**
 * The header navigation (docs/web-app.md, Site shell). From the lg breakpoint up one row of
 * links and dropdowns, the items that do not fit in a last "More"; below it (xs, sm, md:
 * requirements: public-browsing §9) a Menu button that opens the same items in a panel.
 */
export function SiteNav({ items, ...panel }: SiteNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link ends the visit to the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [pathname]);

  if (items.length === 0 && !panel.userLinks && !panel.contactLinks) return null;
  return (
    <nav id={NAV_ID} className="site-nav" aria-label="Main" tabIndex={-1}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__toggle"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setMenuOpen(true)}
      >
        <Icon icon={Menu} size={22} />
        Menu
      </button>
      <NavBar items={items} overflow className="site-nav__bar" />
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuPanel
            {...panel}
            items={items}
            isOpen={menuOpen}
            onOpenChange={(open) => {
              setMenuOpen(open);
              if (!open) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
