import type { getStaffSession } from "@shared/operations/routes/operations-session";
import { mayUse, type OperationsArea, type StaffRole } from "@shared/platform/roles";
import { createContext, useContext } from "react";
import type { RouteOutput } from "@/lib/api-client";

export type ConsoleSession = RouteOutput<typeof getStaffSession>;
export type ConsoleSite = ConsoleSession["sites"][number];

export const ConsoleSessionContext = createContext<ConsoleSession | null>(null);

/** The signed-in staff member and their campuses; only inside the signed-in shell. */
export function useConsoleSession(): ConsoleSession {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error("useConsoleSession is used outside the console shell");
  return session;
}

/** The campus areas of the console, in navigation order (staff is the company's, not a campus's). */
export const SITE_AREAS = [
  { area: "orders", label: "Orders" },
  { area: "subscriptions", label: "Subscriptions" },
  { area: "reservations", label: "Reservations" },
  { area: "forms", label: "Forms" },
  { area: "content", label: "Content" },
  { area: "audit", label: "Audit log" },
] as const satisfies readonly { area: OperationsArea; label: string }[];

export type SiteArea = (typeof SITE_AREAS)[number]["area"];

export const AREA_LABELS: Record<SiteArea | "staff", string> = {
  orders: "Orders",
  subscriptions: "Subscriptions",
  reservations: "Reservations",
  forms: "Forms",
  content: "Content",
  audit: "Audit log",
  staff: "Staff",
};

export const isSiteArea = (value: string | undefined): value is SiteArea =>
  SITE_AREAS.some((entry) => entry.area === value);

export const consolePath = (siteId: string, area: SiteArea, ...rest: string[]): string =>
  ["/operations", encodeURIComponent(siteId), area, ...rest.map(encodeURIComponent)].join("/");

/** The areas a role may use on a campus, in navigation order. */
export const siteAreasFor = (role: StaffRole) =>
  SITE_AREAS.filter((entry) => mayUse(role, entry.area));

/** Where a signed-in staff member lands: their campus's first area (the admin's: the first campus). */
export function homePath(session: ConsoleSession, siteId?: string): string {
  const site =
    session.sites.find((candidate) => candidate.id === siteId) ??
    session.sites.find((candidate) => candidate.id === session.staff.site_id) ??
    session.sites[0];
  const [first] = siteAreasFor(session.staff.role);
  if (!site || !first)
    return mayUse(session.staff.role, "staff") ? "/operations/staff" : "/operations";
  return consolePath(site.id, first.area);
}

/** A return address after sign-in: only a console page of this origin. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (!value.startsWith("/operations/") || value.startsWith("//")) return null;
  return value;
}
