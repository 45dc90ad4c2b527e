import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import type { NavItem } from "@/lib/nav/nav-items";
import { cx } from "./class-names";
import { NavDropdown } from "./nav-dropdown";
import { NavLink } from "./nav-link";

export const MORE_KEY = "nav-more";

interface NavBarProps {
  items: NavItem[];
  /** One row: the items that do not fit move, in order, into a last "More" dropdown. */
  overflow?: boolean;
  className?: string;
}

/**
 * A horizontal navigation list (docs/web-app.md, "Navigation: disclosure pattern"): links and
 * disclosure dropdowns; Left/Right (wrapping) and Home/End move between top-level items
 * (requirements: public-browsing §2 Header: arrow-key navigation); one dropdown open at a
 * time; a press outside or a followed link closes it.
 */
export function NavBar({ items, overflow = false, className }: NavBarProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { count: fitting, measuring } = useFittingCount(listRef, items, overflow);
  const rest = items.slice(fitting);

  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = event.target as HTMLElement;
    if (!current.hasAttribute("data-nav-top")) return;
    const top = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>("[data-nav-top]"),
    ).filter((element) => !element.closest("[hidden]"));
    const index = top.indexOf(current);
    const target = {
      ArrowRight: top[(index + 1) % top.length],
      ArrowLeft: top[(index - 1 + top.length) % top.length],
      Home: top[0],
      End: top[top.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    setOpenKey(null);
    target.focus();
  };

  const dropdown = (key: string) => ({
    isOpen: openKey === key,
    onOpenChange: (open: boolean) => setOpenKey(open ? key : null),
  });

  return (
    <ul
      ref={listRef}
      className={cx("nav-bar", overflow && "nav-bar--one-row", className)}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) setOpenKey(null);
      }}
    >
      {items.map((item, index) => (
        <li key={item.key} className="nav-bar__entry" hidden={!measuring && index >= fitting}>
          {item.kind === "group" ? (
            <NavDropdown item={item} topLevel {...dropdown(item.key)} />
          ) : (
            <NavLink item={item} className="nav-item" topLevel />
          )}
        </li>
      ))}
      {overflow ? (
        <li className="nav-bar__entry nav-bar__more" hidden={!measuring && rest.length === 0}>
          <NavDropdown
            item={{ kind: "group", key: MORE_KEY, label: "More", children: rest }}
            topLevel
            className="nav-dropdown--end"
            {...dropdown(MORE_KEY)}
          />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * How many items fit in one row before "More". Widths are measured once per item list with
 * every item and "More" shown (they only change with the items: the font is the system's, see
 * styles/tokens.css), then each resize recomputes from them. Everything is read in the
 * ResizeObserver's callback, which the browser runs after layout and before paint: the sizes
 * are there without forcing a layout of a page still being built (a phone's first load spent
 * ~130 ms of 4x-throttled CPU on that reflow), and `flushSync` commits the fitted row before
 * that paint, so the row is never seen wrapped or clipped. A hidden bar (phones get the menu
 * panel) reports a zero width: it stays in the measuring state until it is shown.
 */
function useFittingCount(
  listRef: RefObject<HTMLUListElement | null>,
  items: NavItem[],
  enabled: boolean,
): { count: number; measuring: boolean } {
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [available, setAvailable] = useState(Number.POSITIVE_INFINITY);
  const widths = measured?.items === items ? measured : null;
  const measuring = enabled && widths === null;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === 0) return;
      flushSync(() => {
        setAvailable(list.clientWidth);
        if (!measuring) return;
        const entries = Array.from(list.children).map(
          (child) => child.getBoundingClientRect().width,
        );
        const more = entries.pop() ?? 0;
        setMeasured({ items, entries, more });
      });
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [enabled, items, measuring, listRef]);

  if (!widths) return { count: items.length, measuring };
  const total = widths.entries.reduce((sum, width) => sum + width, 0);
  if (total <= available) return { count: items.length, measuring };
  let used = widths.more;
  let count = 0;
  for (const width of widths.entries) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return { count, measuring };
}

interface Measured {
  items: NavItem[];
  entries: number[];
  more: number;
}
