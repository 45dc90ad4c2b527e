import { campusDietitianEntity } from "../../../shared/menus/entities/campus-dietitian";
import { labelReportCountEntity } from "../../../shared/menus/entities/label-report";
import { locationEntity } from "../../../shared/menus/entities/location";
import type { Location } from "../../../shared/menus/schemas/location";
import { dynamoMenuStore, type MenuDayRecord } from "../../menus/menu-store";
import type { VerifiedCaptcha } from "../../platform/captcha/altcha";
import { storeGuardedWrites } from "../../platform/captcha/campus-mail-guard";
import { tableName } from "../../platform/dynamo";
import { type MailIntentInput, outboxPut, type TransactItem } from "../../platform/outbox/outbox";
import type { RateCount } from "../../platform/rate-limit";
import { getItem, getItems } from "../../platform/table";

export interface ReportedDish {
  locationId: string;
  date: string;
  periodId: string;
  itemId: string;
  itemName: string;
}

/**
 * What a report needs to know, in one round trip (beside the route's site check): the campus
 * dietitian and the location in one BatchGetItem, and the day's menu in one Query
 * (access pattern #8), sent together.
 */
export async function reportContext(
  siteId: string,
  locationId: string,
  date: string,
): Promise<{ dietitian: string | null; location: Location | null; day: MenuDayRecord }> {
  const [[dietitian, location], day] = await Promise.all([
    getItems([campusDietitianEntity.key({ siteId }), locationEntity.key({ siteId, locationId })]),
    dynamoMenuStore.getDay(siteId, locationId, date),
  ]);
  return {
    dietitian: dietitian ? campusDietitianEntity.fromItem(dietitian).email : null,
    location: location ? locationEntity.fromItem(location) : null,
    day,
  };
}

/** The dish's count: `ADD`, so reports racing each other each count once. */
function countUpdate(siteId: string, dish: ReportedDish, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: labelReportCountEntity.key({ siteId, locationId: dish.locationId, itemId: dish.itemId }),
      UpdateExpression:
        "ADD reports :one SET #type = :type, location_id = :location, item_id = :item, " +
        "item_name = :name, last_date = :date, last_period_id = :period, last_reported_at = :at",
      ExpressionAttributeNames: { "#type": "type" },
      ExpressionAttributeValues: {
        ":one": 1,
        ":type": labelReportCountEntity.type,
        ":location": dish.locationId,
        ":item": dish.itemId,
        ":name": dish.itemName,
        ":date": dish.date,
        ":period": dish.periodId,
        ":at": now.toISOString(),
      },
    },
  };
}

/**
 * docs/data-model.md access pattern #49: the dish's count, the dietitian's mail in the
 * outbox, the captcha's replay guard and the rate-limit counters commit in one TransactWrite,
 * so a refused or replayed report counts and mails nothing, and a counted one is always mailed.
 */
export const storeLabelReport = (
  siteId: string,
  dish: ReportedDish,
  mail: MailIntentInput,
  captcha: VerifiedCaptcha,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> =>
  storeGuardedWrites(
    siteId,
    [countUpdate(siteId, dish, now), outboxPut(siteId, mail, now)],
    captcha,
    counts,
    now,
  );

/**
 * access pattern #49: one dish's report count by key, 0 before its first report (what a
 * console view of the counts reads; the campus's list is `labelReportsOfSite`).
 */
export async function dishReportCount(
  siteId: string,
  locationId: string,
  itemId: string,
): Promise<number> {
  const item = await getItem(labelReportCountEntity.key({ siteId, locationId, itemId }));
  return item ? labelReportCountEntity.fromItem(item).reports : 0;
}
