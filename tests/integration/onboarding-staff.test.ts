import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail } from "../../functions/platform/mailer";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { staffByEmail } from "../../functions/platform/staff-session/staff-account-store";
import { type OnboardTargets, targetsFromEnv } from "../../scripts/onboarding/aws-clients";
import { ConfigurationError } from "../../scripts/onboarding/configuration-error";
import { onboardCampus } from "../../scripts/onboarding/onboard-campus";
import { CampusFileError } from "../../scripts/onboarding/read-campus-file";
import { batchWrite, queryPartition } from "../../scripts/onboarding/table-io";
import { menusOfLocation } from "../../shared/menus/entities/menu";
import type { CampusFileInput } from "../../shared/onboarding/campus-file";
import { sitePartition } from "../../shared/site-content/entities/site";
import { createCampusFile } from "../support/factories/campus-file";
import { createStaffAccount } from "../support/staff";
import { setStaffPassword, uniqueStaffEmail } from "../support/staff-console";

const siteId = `staff-${randomUUID().slice(0, 8)}`;
const NOW = new Date();
let targets: OnboardTargets;
let dir: string;

async function writeCampus(overrides: Partial<CampusFileInput> = {}): Promise<string> {
  const base = createCampusFile();
  const file = createCampusFile({ site: { ...base.site, id: siteId, slug: siteId }, ...overrides });
  const path = join(dir, `campus-${randomUUID().slice(0, 6)}.json`);
  await writeFile(path, JSON.stringify(file));
  return path;
}

/** Mails kept in a list instead of sent. */
function recordingMailing(origin = "https://dining.example.edu") {
  const sent: Mail[] = [];
  return {
    sent,
    invites: () => ({
      webOrigin: origin,
      mailer: { send: async (mail: Mail) => void sent.push(mail) },
    }),
  };
}

describe("onboarding invites the campus file's staff accounts", () => {
  beforeAll(async () => {
    targets = targetsFromEnv();
    dir = await mkdtemp(join(tmpdir(), "onboard-staff-"));
    await mkdir(join(dir, "files"));
    await writeFile(join(dir, "files", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  });

  afterAll(async () => {
    // The campus leaves the shared table (the published directory) as it came.
    for (const pk of [sitePartition(siteId).pk, menusOfLocation(siteId, "dining").pk]) {
      const items = await queryPartition(targets.db, targets.tableName, pk);
      await batchWrite(
        targets.db,
        targets.tableName,
        [],
        items.map(({ pk: p, sk }) => ({ pk: p, sk })),
      );
    }
    targets.close();
  });

  it("invites each new email once, with a one-time set-password link, and nobody twice", async () => {
    const manager = uniqueStaffEmail("onboard.manager");
    const admin = uniqueStaffEmail("onboard.admin");
    const existing = uniqueStaffEmail("onboard.existing");
    await createStaffAccount("host", "elsewhere", { email: existing });
    const path = await writeCampus({
      staff_accounts: [
        { email: manager.toUpperCase(), name: "Mo Manager", role: "manager" },
        { email: admin, name: "Ada Admin", role: "admin" },
        { email: existing, name: "Already Here", role: "host" },
      ],
    });
    const mailing = recordingMailing();
    const lines: string[] = [];
    const first = await onboardCampus(path, {
      now: NOW,
      log: (line) => lines.push(line),
      targets,
      invites: mailing.invites,
    });
    expect(first.staff).toEqual({ invited: 2, existing: 1, notMailed: [] });
    expect(
      lines.some((line) => /staff accounts\s+invited 2\s+already had an account 1/.test(line)),
    ).toBe(true);
    expect(mailing.sent.map((mail) => mail.to[0]).sort()).toEqual([admin, manager].sort());

    const stored = await staffByEmail(manager);
    expect(stored?.account).toMatchObject({
      role: "manager",
      site_id: siteId,
      password_set_at: null,
    });
    expect((await staffByEmail(admin))?.account.site_id).toBeNull();
    // The existing account keeps its campus and role.
    expect((await staffByEmail(existing))?.account).toMatchObject({
      role: "host",
      site_id: "elsewhere",
    });

    const mail = mailing.sent.find((m) => m.to[0] === manager);
    expect(mail?.text).toContain("Campus manager");
    expect(mail?.text).toContain("Test Campus");
    const key = mail?.text.match(
      /https:\/\/dining\.example\.edu\/operations\/set-password#key=(\S+)/,
    )?.[1];
    expect(key).toBeTruthy();
    expect((await setStaffPassword(decodeURIComponent(key ?? ""))).status).toBe(200);

    const again = recordingMailing();
    const second = await onboardCampus(path, {
      now: NOW,
      log: () => {},
      targets,
      invites: again.invites,
    });
    expect(second.staff).toEqual({ invited: 0, existing: 3, notMailed: [] });
    expect(again.sent).toEqual([]);
  });

  it("refuses to start when listed staff cannot be mailed, before writing anything", async () => {
    const path = await writeCampus({
      site: { ...createCampusFile().site, id: `${siteId}-b`, slug: `${siteId}-b` },
      staff_accounts: [{ email: uniqueStaffEmail("unmailed"), name: "Un Mailed", role: "host" }],
    });
    await expect(onboardCampus(path, { now: NOW, log: () => {}, targets })).rejects.toThrow(
      ConfigurationError,
    );
    const refused = () => {
      throw new ConfigurationError("set WEB_ORIGIN");
    };
    await expect(
      onboardCampus(path, { now: NOW, log: () => {}, targets, invites: refused }),
    ).rejects.toThrow("set WEB_ORIGIN");
    expect(await dynamoSiteStore.getById(`${siteId}-b`)).toBeUndefined();
  });

  it("refuses the console's path as a slug and its tenant as a site id", async () => {
    const base = createCampusFile().site;
    const slug = await writeCampus({ site: { ...base, id: `${siteId}-c`, slug: "operations" } });
    await expect(onboardCampus(slug, { now: NOW, log: () => {}, targets })).rejects.toThrow(
      /site\.slug: "operations" is reserved for the operations console/,
    );
    const id = await writeCampus({ site: { ...base, id: "_operations", slug: `${siteId}-d` } });
    const error = await onboardCampus(id, { now: NOW, log: () => {}, targets }).catch((e) => e);
    expect(error).toBeInstanceOf(CampusFileError);
    expect((error as CampusFileError).errors).toEqual([
      `site.id: "_operations" is reserved for the operations console's own records; choose another id`,
    ]);
    expect(await dynamoSiteStore.getById(`${siteId}-c`)).toBeUndefined();
  });
});
