import { ExternalLink } from "lucide-react";
import { NavLink as RouterNavLink } from "react-router-dom";
import type { NavLinkItem } from "@/lib/nav/nav-items";
import { Icon } from "./icon";

interface NavLinkProps {
  item: NavLinkItem;
  className: string;
  /** A top-level item of a `NavBar`, reached with Left/Right. */
  topLevel?: boolean;
}

/** One navigation link; external sections open in a new tab and say so to screen readers. */
export function NavLink({ item, className, topLevel = false }: NavLinkProps) {
  const marker = topLevel ? { "data-nav-top": "" } : {};
  if (item.external) {
    return (
      <a
        className={className}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        {...marker}
      >
        {item.label}
        <Icon icon={ExternalLink} size={14} className="nav-link__external" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    // The router's NavLink marks the current page with aria-current="page".
    <RouterNavLink className={className} to={item.href} end {...marker}>
      {item.label}
    </RouterNavLink>
  );
}
