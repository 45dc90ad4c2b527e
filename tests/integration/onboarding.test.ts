import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OnboardTargets, targetsFromEnv } from "../../scripts/onboarding/aws-clients";
import { DEMO_CAMPUSES, onboardDemoCampuses } from "../../scripts/onboarding/demo";
import { onboardCampus } from "../../scripts/onboarding/onboard-campus";
import { batchWrite, queryPartition } from "../../scripts/onboarding/table-io";
import { customerEntity } from "../../shared/accounts/entities/customer";
import { menusOfLocation } from "../../shared/menus/entities/menu";
import type { CampusFileInput } from "../../shared/onboarding/campus-file";
import type { KindCounts } from "../../shared/onboarding/diff";
import { sitePartition } from "../../shared/site-content/entities/site";
import { surveyEntity } from "../../shared/visitor-forms/entities/survey";
import { createCampusFile } from "../support/factories/campus-file";

const siteId = `it-${randomUUID().slice(0, 8)}`;
const NOW = new Date();
let targets: OnboardTargets;
let dir: string;

const MENU_KINDS = new Set(["menu_period", "menu_closed", "legacy_menu"]);
/** Item changes; menus may move when campus midnight passes between the seed and the test. */
const changes = (counts: Map<string, KindCounts>, skipMenus = false) =>
  [...counts.entries()]
    .filter(([kind]) => !(skipMenus && MENU_KINDS.has(kind)))
    .reduce((sum, [, c]) => sum + c.created + c.updated + c.removed, 0);

async function writeCampus(overrides: Partial<CampusFileInput> = {}): Promise<string> {
  const base = createCampusFile();
  const file = createCampusFile({ site: { ...base.site, id: siteId, slug: siteId }, ...overrides });
  const path = join(dir, "campus.json");
  await writeFile(path, JSON.stringify(file));
  return path;
}

describe("onboarding against DynamoDB Local and the local files bucket", () => {
  beforeAll(async () => {
    targets = targetsFromEnv();
    dir = await mkdtemp(join(tmpdir(), "onboard-"));
    await mkdir(join(dir, "files"));
    await writeFile(join(dir, "files", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  });

  afterAll(async () => {
    const partitions = [
      sitePartition(siteId).pk,
      menusOfLocation(siteId, "dining").pk,
      customerEntity.key({ siteId, customerId: "c1" }).pk,
    ];
    for (const pk of partitions) {
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

  it("changes nothing when the seeded demo campuses are onboarded again", async () => {
    const results = await onboardDemoCampuses({ now: NOW, log: () => {} });
    expect(results.map((r) => changes(r.counts, true))).toEqual(DEMO_CAMPUSES.map(() => 0));
  });

  it("creates a campus, then finds nothing to change on a second run", async () => {
    const path = await writeCampus();
    const first = await onboardCampus(path, { now: NOW, log: () => {}, targets });
    expect(first.counts.get("location")).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      removed: 0,
    });
    expect(first.files).toEqual({ uploaded: 1, unchanged: 0 });
    const second = await onboardCampus(path, { now: NOW, log: () => {}, targets });
    expect(changes(second.counts)).toBe(0);
    expect(second.files).toEqual({ uploaded: 0, unchanged: 1 });
  });

  it("removes what the file dropped, keeps live votes and never touches customers", async () => {
    const customer = {
      ...customerEntity.key({ siteId, customerId: "c1" }),
      type: "customer",
      email: "a@b.edu",
    };
    await targets.db.send(new PutCommand({ TableName: targets.tableName, Item: customer }));
    await targets.db.send(
      new UpdateCommand({
        TableName: targets.tableName,
        Key: surveyEntity.key({ siteId, surveyId: "poll" }),
        UpdateExpression: "ADD votes.#c :one",
        ExpressionAttributeNames: { "#c": "tacos" },
        ExpressionAttributeValues: { ":one": 1 },
      }),
    );
    const path = await writeCampus({
      events: [],
      surveys: [
        {
          id: "poll",
          question: "Pizza, tacos or sushi?",
          choices: [
            { id: "pizza", choice: "Pizza" },
            { id: "tacos", choice: "Tacos" },
            { id: "sushi", choice: "Sushi" },
          ],
        },
      ],
    });
    const result = await onboardCampus(path, { now: NOW, log: () => {}, targets });
    expect(result.counts.get("event")).toMatchObject({ removed: 1 });
    expect(result.counts.get("survey")).toMatchObject({ updated: 1 });
    const survey = await targets.db.send(
      new GetCommand({
        TableName: targets.tableName,
        Key: surveyEntity.key({ siteId, surveyId: "poll" }),
      }),
    );
    expect(survey.Item?.votes).toEqual({ pizza: 3, tacos: 1, sushi: 0 });
    const kept = await targets.db.send(
      new GetCommand({
        TableName: targets.tableName,
        Key: customerEntity.key({ siteId, customerId: "c1" }),
      }),
    );
    expect(kept.Item).toEqual(customer);
  });

  it("refuses a slug that belongs to another site", async () => {
    const base = createCampusFile();
    const path = join(dir, "thief.json");
    const file = createCampusFile({
      site: { ...base.site, id: `${siteId}-b`, slug: "cedarridge" },
    });
    await writeFile(path, JSON.stringify(file));
    await expect(onboardCampus(path, { now: NOW, log: () => {}, targets })).rejects.toThrow(
      'Slug "cedarridge" already belongs to site "cedar-ridge"',
    );
  });
});
