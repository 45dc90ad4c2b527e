import type { StaffAccount } from "../../../shared/operations/entities/staff-account";
import { publishedSiteDirectory, siteEntity } from "../../../shared/site-content/entities/site";
import type { Site } from "../../../shared/site-content/schemas/site";
import { dynamoSiteStore } from "../../platform/site-store";
import { staffProfile } from "../../platform/staff-session/staff-account-store";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import {
  STAFF_IDLE_SECONDS,
  STAFF_SESSION_MAX_SECONDS,
} from "../../platform/staff-session/staff-token";
import { queryEntities } from "../../platform/table";

export interface CampusSummary {
  id: string;
  slug: string;
  name: string;
  time_zone: string;
}

const summary = (site: Site): CampusSummary => ({
  id: site.id,
  slug: site.slug,
  name: site.name,
  time_zone: site.time_zone,
});

/**
 * The campuses the console offers: every published campus to the company admin (the directory,
 * one Query; its index projects the whole site, time zone included), a campus role's own
 * campus, published or not yet.
 */
export async function campusesOf(account: StaffAccount): Promise<CampusSummary[]> {
  if (account.role === "admin") {
    return (await queryEntities(siteEntity, publishedSiteDirectory())).map(summary);
  }
  const stored = account.site_id ? await dynamoSiteStore.getById(account.site_id) : undefined;
  return stored ? [summary(stored.site)] : [];
}

/** When the session slid by this request ends: 30 minutes from now, never past 8 hours. */
export function sessionExpiry(staff: StaffContext, now: Date): Date {
  const idle = now.getTime() + STAFF_IDLE_SECONDS * 1000;
  const absolute = staff.signedInAt.getTime() + STAFF_SESSION_MAX_SECONDS * 1000;
  return new Date(Math.floor(Math.min(idle, absolute) / 1000) * 1000);
}

export async function sessionView(staff: StaffContext, now: Date) {
  return {
    staff: staffProfile(staff.account),
    sites: await campusesOf(staff.account),
    expires_at: sessionExpiry(staff, now).toISOString(),
  };
}
