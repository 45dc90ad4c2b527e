import { auditPut } from "../../../functions/operations/operations/audit";
import {
  datesAround,
  menuDays,
  readLocation,
  readSite,
  writeSchedules,
  writeSoldOut,
} from "../../../functions/operations/operations/content-store";
import type { StaffContext } from "../../../functions/platform/staff-session/staff-guard";
import { soldOutRows } from "../../../shared/operations/content-sold-out";
import {
  consoleEntryOn,
  consoleSchedules,
  isConsoleSchedule,
  replaceConsoleDay,
} from "../../../shared/operations/content-special-hours";
import type { StaffAccount } from "../../../shared/operations/entities/staff-account";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { addDays } from "../../../shared/platform/time/ymd";

// The quick-content screen's demo (docs/operations/content.md): Commons Grill closed for a day a
// week from now, and one of today's Cedar Commons lunch items sold out, each written through the
// area's own store with its audit entry, credited to the demo campus manager. A run that finds
// them already there writes nothing, so `npm start` can run it every time.

const CLOSED_LOCATION = "commons-grill";
const MENU_LOCATION = "cedar-commons";
const CLOSURE_NOTE = "Closed for staff training";

/** The demo campus manager (scripts/demo/operations/staff.ts); audit entries only read id and email. */
const DEMO_MANAGER: StaffContext = {
  account: {
    id: "demo-manager",
    email: "manager@cedar-ridge.example.edu",
    name: "Demo manager",
    role: "manager",
  } as StaffAccount,
  signedInAt: new Date(0),
  version: 1,
};

async function seedClosure(siteId: string, today: string, now: Date): Promise<void> {
  const location = await readLocation(siteId, CLOSED_LOCATION);
  if (!location) return;
  // Any upcoming console entry will do: a restart on a later day does not add a second one.
  const upcoming = location.value.schedules.some(
    (schedule) => isConsoleSchedule(schedule) && schedule.end >= today,
  );
  if (upcoming) return;
  const date = addDays(today, 7);
  const schedules = replaceConsoleDay(
    location.value.schedules,
    date,
    consoleSchedules({ date, closed: true, periods: [], note: CLOSURE_NOTE }),
  );
  const audit = auditPut(
    DEMO_MANAGER,
    {
      siteId,
      action: "content.special_hours.set",
      target: `location:${CLOSED_LOCATION}/special_hours/${date}`,
      before: null,
      after: consoleEntryOn({ ...location.value, schedules }, date),
    },
    now,
  );
  await writeSchedules(siteId, CLOSED_LOCATION, location.raw, schedules, [audit]);
}

async function seedSoldOut(siteId: string, today: string, now: Date): Promise<void> {
  const [from, to] = datesAround(now);
  const day = (await menuDays(siteId, MENU_LOCATION, from, to)).find((d) => d.date === today);
  if (!day || day.soldOut.length > 0) return;
  const rows = soldOutRows(day.periods, []);
  const item = rows.find((row) => /lunch/i.test(row.period_name)) ?? rows[0];
  if (!item) return;
  const audit = auditPut(
    DEMO_MANAGER,
    {
      siteId,
      action: "content.sold_out.mark",
      target: `menu_item:${MENU_LOCATION}/${today}/${item.id}`,
      before: { name: item.name, sold_out: false },
      after: { name: item.name, sold_out: true },
    },
    now,
  );
  await writeSoldOut({ siteId, locationId: MENU_LOCATION, date: today }, item.id, true, [audit]);
}

export async function seedContentDemo(siteId: string, now: Date): Promise<void> {
  const site = await readSite(siteId);
  if (!site) return;
  const today = campusDate(now, site.value.time_zone);
  await seedClosure(siteId, today, now);
  await seedSoldOut(siteId, today, now);
}
