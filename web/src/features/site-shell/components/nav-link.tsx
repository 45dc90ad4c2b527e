import { ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";
import type { NavLinkItem } from "../lib/nav-items";

interface NavLinkProps {
  item: NavLinkItem;
  className: string;
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
    <Link className={className} to={item.href} {...marker}>
      {item.label}
    </Link>
  );
}
