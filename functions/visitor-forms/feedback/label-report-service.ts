import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { z } from "zod";
import {
  LABEL_REPORT_MAIL,
  LABEL_REPORT_MESSAGES,
  labelReportMail,
} from "../../../shared/menus/label-report";
import { NotFoundError } from "../../../shared/platform/errors";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { reportMenuLabel } from "../../../shared/visitor-forms/routes/feedback";
import { LOCATION_NOT_FOUND } from "../../menus/location-view";
import type { MenuDayRecord } from "../../menus/menu-store";
import { requireCaptcha } from "../../platform/captcha/campus-mail-guard";
import { labelReportCounts } from "./label-report-limits";
import { reportContext, storeLabelReport } from "./label-report-store";

type Input = z.output<(typeof reportMenuLabel)["input"]>;

/** The dish where the menu of that day showed it, or null: closed days serve none. */
function findDish(day: MenuDayRecord, periodId: string, itemId: string) {
  if (day.closed) return null;
  const period = day.periods.find((candidate) => candidate.id === periodId);
  for (const station of period?.categories ?? []) {
    const item = station.items.find((candidate) => candidate.id === itemId);
    if (period && item) return { period, station, item };
  }
  return null;
}

/**
 * "Report a wrong label" (docs/decisions/allergen-labels.md): 404 when the campus names no
 * dietitian (the action is not offered there) or the dish was not on that menu, 400 for a
 * missing, forged or replayed ALTCHA, 429 past a limit; otherwise the count and the mail to
 * the dietitian commit together. Two round trips: the reads, then the transaction.
 */
export async function reportLabel(
  input: Input,
  published: Promise<Site>,
  event: APIGatewayProxyEventV2,
  now: Date,
): Promise<void> {
  const [site, { dietitian, location, day }] = await Promise.all([
    published,
    reportContext(input.site_id, input.location_id, input.date),
  ]);
  if (!dietitian) throw new NotFoundError(LABEL_REPORT_MESSAGES.noDietitian);
  if (!location?.active) throw new NotFoundError(LOCATION_NOT_FOUND);
  const found = findDish(day, input.period_id, input.item_id);
  if (!found) throw new NotFoundError(LABEL_REPORT_MESSAGES.dishNotFound);
  const captcha = await requireCaptcha(input.altcha, site.id);
  const mail = labelReportMail({
    siteName: site.name,
    locationName: location.name,
    date: input.date,
    periodName: found.period.name,
    stationName: found.station.name,
    item: found.item,
    text: input.text,
    email: input.email,
  });
  await storeLabelReport(
    site.id,
    {
      locationId: location.id,
      date: input.date,
      periodId: found.period.id,
      itemId: found.item.id,
      itemName: found.item.name,
    },
    {
      kind: LABEL_REPORT_MAIL,
      ref: randomUUID(),
      mail: { to: [dietitian], ...mail, ...(input.email ? { replyTo: input.email } : {}) },
    },
    captcha,
    labelReportCounts(event, { locationId: location.id, itemId: found.item.id }, input.email),
    now,
  );
}
