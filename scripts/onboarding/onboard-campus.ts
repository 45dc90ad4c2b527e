import { locationEntity } from "../../shared/menus/entities/location";
import { menusOfLocation } from "../../shared/menus/entities/menu";
import type { CampusFile } from "../../shared/onboarding/campus-file";
import { diffItems, type KindCounts, type StoredItem } from "../../shared/onboarding/diff";
import { isOwnedMenuItem, isOwnedSiteItem } from "../../shared/onboarding/owned-items";
import { paymentsRefusal } from "../../shared/onboarding/payments-entry";
import { campusFileToItems } from "../../shared/onboarding/plan";
import { siteBySlug, sitePartition } from "../../shared/site-content/entities/site";
import { type OnboardTargets, targetsFromEnv } from "./aws-clients";
import { ConfigurationError } from "./configuration-error";
import {
  formatInvites,
  type InviteCounts,
  type InviteMailing,
  inviteListedStaff,
} from "./invite-staff";
import { readCampusFile } from "./read-campus-file";
import { formatReport } from "./report";
import { batchWrite, queryItems } from "./table-io";
import { uploadAppFiles } from "./upload-app-files";
import { type UploadCounts, uploadFiles } from "./upload-files";

export interface OnboardOptions {
  now?: Date;
  log?: (line: string) => void;
  /** Defaults to clients built from the environment (aws-clients.ts). */
  targets?: OnboardTargets;
  /** Adjusts the raw JSON before validation (the demo campuses shift their dates). */
  transform?: (raw: unknown) => unknown;
  /** The deployed stage written to (`--stage`); a production stage refuses the sandbox. */
  stage?: string;
  /**
   * How the file's `staff_accounts` are invited (invite-staff.ts); asked for only when the
   * file lists some, and may throw a ConfigurationError saying what to set.
   */
  invites?: () => InviteMailing;
}

export interface OnboardResult {
  siteId: string;
  counts: Map<string, KindCounts>;
  files: UploadCounts;
  /** The web app manifest and icons made from the site record (upload-app-files.ts). */
  appFiles: UploadCounts;
  /** Absent when the file lists no staff accounts. */
  staff?: InviteCounts;
}

/**
 * A production stage takes real money: a campus file naming the sandbox (or no gateway) is
 * refused before anything is uploaded or written (docs/payments.md "Go-live checklist").
 */
export async function checkPaymentsForStage(filePath: string, stage: string): Promise<void> {
  const { file } = await readCampusFile(filePath);
  const refusal = paymentsRefusal(file.payments, stage);
  if (refusal) throw new ConfigurationError(refusal);
}

/** A slug names one campus: refuse to take over another site's slug. */
async function assertSlugFree(targets: OnboardTargets, file: CampusFile): Promise<void> {
  const items = await queryItems(targets.db, targets.tableName, siteBySlug(file.site.slug));
  const other = items.find((item) => item.site_id !== file.site.id);
  if (other) {
    throw new Error(`Slug "${file.site.slug}" already belongs to site "${String(other.site_id)}"`);
  }
}

/** Owned items stored now: the site partition, and menus only when the file manages menus. */
async function storedItems(targets: OnboardTargets, file: CampusFile): Promise<StoredItem[]> {
  const siteId = file.site.id;
  const partition = await queryItems(targets.db, targets.tableName, sitePartition(siteId));
  const owned = partition.filter((item) => isOwnedSiteItem(item.sk));
  if (file.menus.length === 0) return owned;
  const locationIds = new Set(file.locations.map((location) => location.id));
  for (const item of owned) {
    if (item.type === locationEntity.type) locationIds.add(locationEntity.fromItem(item).id);
  }
  for (const locationId of locationIds) {
    const spec = menusOfLocation(siteId, locationId);
    const menus = await queryItems(targets.db, targets.tableName, spec);
    owned.push(...menus.filter((item) => isOwnedMenuItem(item.sk)));
  }
  return owned;
}

/**
 * Onboards (or re-onboards) one campus: validate, upload files, write what changed, remove
 * owned items the file no longer has. A second run with the same file changes nothing.
 */
export async function onboardCampus(
  filePath: string,
  options: OnboardOptions = {},
): Promise<OnboardResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? console.log;
  const { file, baseDir } = await readCampusFile(filePath, options.transform);
  const refusal =
    options.stage === undefined ? null : paymentsRefusal(file.payments, options.stage);
  if (refusal) throw new ConfigurationError(refusal);
  // Before anything is written: a file listing staff needs somewhere to send their links.
  const mailing = file.staff_accounts.length > 0 ? inviteMailing(options) : undefined;
  const targets = options.targets ?? targetsFromEnv();
  try {
    await assertSlugFree(targets, file);
    const { s3, bucket, filesKeyPrefix } = targets;
    const files = await uploadFiles(s3, bucket, file.site.id, baseDir, file.files, filesKeyPrefix);
    const appFiles = await uploadAppFiles(s3, bucket, file.site, filesKeyPrefix);
    const planned = campusFileToItems(file, now);
    const diff = diffItems(planned, await storedItems(targets, file));
    await batchWrite(targets.db, targets.tableName, diff.puts, diff.deletes);
    for (const line of formatReport(file.site.id, diff.counts, files)) log(line);
    log(`  app files  uploaded ${appFiles.uploaded}  unchanged ${appFiles.unchanged}`);
    // After the campus exists: an invited campus role's first screen is its campus.
    const staff = mailing ? await inviteListedStaff(targets, file, mailing, now) : undefined;
    for (const line of staff ? formatInvites(staff) : []) log(line);
    return {
      siteId: file.site.id,
      counts: diff.counts,
      files,
      appFiles,
      ...(staff ? { staff } : {}),
    };
  } finally {
    mailing?.close?.();
    if (!options.targets) targets.close();
  }
}

function inviteMailing(options: OnboardOptions): InviteMailing {
  if (!options.invites) {
    throw new ConfigurationError(
      "The campus file lists staff_accounts, but this run cannot mail their invitations: run `npm run onboard` (it finds the web origin and mail settings), not the onboarding function alone.",
    );
  }
  return options.invites();
}
