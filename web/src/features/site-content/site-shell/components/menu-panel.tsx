import type { ReactNode } from "react";
import { useState } from "react";
import { Dialog } from "@/components/dialog";
import { NavDropdown } from "@/components/nav-dropdown";
import { NavLink } from "@/components/nav-link";
import { type NavItem, SOCIAL_MEDIA_KEY } from "../lib/nav-items";

export interface MenuPanelProps {
  items: NavItem[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account links, which the header bar has no room for on phones. */
  userLinks?: ReactNode;
  /** Email and mobile app links, likewise. */
  contactLinks?: ReactNode;
}

/**
 * The phone menu: the header navigation in a panel sliding in from the side (the kit's
 * Dialog, so focus moves in, stays in and returns to the Menu button; Escape closes it).
 * Social Media stays out: phones have it as the header's own dropdown
 * (requirements: public-browsing §2 Header).
 */
export default function MenuPanel({
  items,
  isOpen,
  onOpenChange,
  userLinks,
  contactLinks,
}: MenuPanelProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <Dialog
      title="Menu"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="side"
      closeLabel="Close menu"
      className="menu-panel"
    >
      <nav aria-label="Main">
        <ul className="menu-panel__list">
          {items
            .filter((item) => item.key !== SOCIAL_MEDIA_KEY)
            .map((item) => (
              <li key={item.key}>
                {item.kind === "group" ? (
                  <NavDropdown
                    item={item}
                    layout="inline"
                    isOpen={openKey === item.key}
                    onOpenChange={(open) => setOpenKey(open ? item.key : null)}
                  />
                ) : (
                  <NavLink item={item} className="nav-item" />
                )}
              </li>
            ))}
        </ul>
      </nav>
      {userLinks ? <div className="menu-panel__extra">{userLinks}</div> : null}
      {contactLinks ? <div className="menu-panel__extra">{contactLinks}</div> : null}
    </Dialog>
  );
}
