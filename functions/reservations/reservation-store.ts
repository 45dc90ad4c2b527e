import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { customerEntity, customerSecretsSchema } from "../../shared/accounts/entities/customer";
import { locationEntity } from "../../shared/menus/entities/location";
import type { Location } from "../../shared/menus/schemas/location";
import type { Item } from "../../shared/platform/data/entity";
import { addDays } from "../../shared/platform/time/ymd";
import {
  blockVisitsEntity,
  type CancelledReservation,
  cancelledReservationEntity,
  reservationEntity,
  reservationsOfCustomer,
  reservationsOfLocationDay,
  type StoredReservation,
  slotCounterEntity,
  slotHhmm,
  slotHolderEntity,
  slotItemKind,
  slotsOfDay,
} from "../../shared/reservations/entities/reservation";
import type { SlotDay } from "../../shared/reservations/slot-bookings";
import { siteEntity } from "../../shared/site-content/entities/site";
import type { Site } from "../../shared/site-content/schemas/site";
import { documentClient, tableName } from "../platform/dynamo";
import { type MailIntentInput, outboxPut, type TransactItem } from "../platform/outbox/outbox";
import { retry } from "../platform/retry";
import { cancellationCodes, collidedOnly, getEntity, getItems, queryAll } from "../platform/table";

/** The parts of a customer record a reservation call needs. */
export interface AccountRef {
  sessionVersion: number;
  email: string;
  first_name: string;
  last_name: string;
}

export interface SiteReads {
  site: Site | undefined;
  location: Location | undefined;
  account: AccountRef | undefined;
}

/** The site reads of a booking, with the asked slot's counter (the admission read). */
export interface BookingReads extends SiteReads {
  /** Seats booked at the asked slot, read eventually consistent: 0 when it has no counter. */
  booked: number;
}

export interface DayReads extends SlotDay {
  /** Visit counters of the day's blocks, per customer. */
  visits: readonly { blockId: string; customerId: string; visits: number }[];
}

/** What a booking claims, all in one transaction (docs/data-model.md #33). */
export interface BookingWrite {
  reservation: StoredReservation;
  capacity: number;
  /** With limit_reservation_visits: the most bookings of the customer in the block. */
  maxVisits: number | null;
  /** The confirmation mail, recorded in the same transaction (docs/data-model.md #42). */
  confirmation: MailIntentInput;
  now: Date;
}

export type BookingOutcome = "booked" | "full" | "held" | "visit_limit";

/** Who cancels, and what else their transaction carries (docs/operations/reservations.md). */
export interface CancelOptions {
  /** The customer (own cancel or the mailed link), or a staff member on their behalf. */
  by: "customer" | "staff";
  staffId?: string;
  /** The staff member's reason, kept with the cancelled party. */
  reason?: string;
  /** Refuse to cancel a party that has checked in (the host stand). */
  unlessCheckedIn?: boolean;
  /** More items of the same transaction: the staff action's audit entry. */
  alongside?: readonly TransactItem[];
}

/** The reservations of a location and day: those holding seats, and those cancelled. */
export interface LocationDay {
  reservations: StoredReservation[];
  cancelled: CancelledReservation[];
}

/** A reservation as it stands: held (maybe checked in), cancelled, or neither (never was). */
export interface ReservationState {
  reservation: StoredReservation | undefined;
  cancelled: CancelledReservation | undefined;
}

/** The slot a reservation takes: its counter and holder keys are built from it. */
const slotOf = (r: StoredReservation) => ({
  siteId: r.site_id,
  locationId: r.location_id,
  date: r.date,
  hhmm: slotHhmm(r.hour, r.minute),
});

/** The customer's visit counter in the reservation's block (limit_reservation_visits). */
const blockVisitsKey = (r: StoredReservation) =>
  blockVisitsEntity.key({
    siteId: r.site_id,
    locationId: r.location_id,
    blockDate: r.block_date,
    blockId: r.block_id,
    customerId: r.customer_id,
  });

/** Reservation access patterns (docs/data-model.md #32–#35). */
export interface ReservationStore {
  /** Site, location and customer in one BatchGetItem (the location is optional). */
  readSite(siteId: string, customerId: string | null, locationId?: string): Promise<SiteReads>;
  /**
   * access pattern #33's admission read: site, customer, location and the asked slot's counter
   * in one BatchGetItem. The counter costs half a read unit on the slot's partition, where the
   * day's Query (access pattern #35) costs one per 4 KB of every counter, holder and visit
   * counter of the day.
   */
  readBooking(
    siteId: string,
    customerId: string,
    locationId: string,
    slot: { date: string; hour: number; minute: number },
  ): Promise<BookingReads>;
  /** access pattern #35: counters, holders and visit counters of a location's day, one Query. */
  readDay(siteId: string, locationId: string, date: string): Promise<DayReads>;
  /** access pattern #32: the customer's reservations, soonest first. */
  listOfCustomer(siteId: string, customerId: string): Promise<StoredReservation[]>;
  get(
    siteId: string,
    customerId: string,
    reservationId: string,
  ): Promise<StoredReservation | undefined>;
  book(write: BookingWrite): Promise<BookingOutcome>;
  /**
   * access pattern #34: true for the one call that removed it; false when it was already gone.
   * The owner's mail, if any, is recorded by the same transaction (docs/data-model.md #42), and
   * so is what stays of the party for the host stand (a cancelled reservation).
   */
  cancel(
    reservation: StoredReservation,
    mail: MailIntentInput | null,
    now: Date,
    options?: CancelOptions,
  ): Promise<boolean>;
  /** The host stand's day view: reservations (held and cancelled) of a location's day, one Query. */
  listOfLocationDay(siteId: string, locationId: string, date: string): Promise<LocationDay>;
  /** A reservation and what stays of it once cancelled, one BatchGetItem. */
  state(siteId: string, customerId: string, reservationId: string): Promise<ReservationState>;
  /**
   * Marks the party checked in, once: false when it was already checked in or is gone. The
   * staff action's audit entry rides in the same transaction.
   */
  checkIn(
    reservation: StoredReservation,
    staffId: string,
    now: Date,
    alongside: readonly TransactItem[],
  ): Promise<boolean>;
}

const sortReservations = (list: StoredReservation[]) =>
  list.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.hour - b.hour ||
      a.minute - b.minute ||
      a.id.localeCompare(b.id),
  );

/** Slot items expire 30 days after the day after their date (docs/data-model.md). */
const slotExpiry = (date: string) =>
  Math.floor(Date.parse(`${addDays(date, 31)}T00:00:00Z`) / 1000);

function accountFrom(item: Item | undefined): AccountRef | undefined {
  if (!item) return undefined;
  const customer = customerEntity.fromItem(item);
  return {
    sessionVersion: customerSecretsSchema.parse(item).session_version,
    email: customer.email,
    first_name: customer.first_name,
    last_name: customer.last_name,
  };
}

/** Hundreds of guests racing for one slot collide on its counter: many short retries. */
const CONFLICT_RETRY = { tries: 12, baseMs: 10, capMs: 400 };

/**
 * Sends a transaction, retrying the ones DynamoDB cancelled only because another transaction
 * touched the same item (a counter under a rush); condition failures come back as codes.
 */
async function transact(input: TransactWriteCommandInput): Promise<(string | undefined)[] | null> {
  return retry(
    async () => {
      try {
        await documentClient().send(new TransactWriteCommand(input));
        return null;
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes.includes("ConditionalCheckFailed")) return codes;
        throw error;
      }
    },
    { ...CONFLICT_RETRY, transient: collidedOnly },
  );
}

export const dynamoReservationStore: ReservationStore = {
  async readSite(siteId, customerId, locationId) {
    const customerKey = customerId ? customerEntity.key({ siteId, customerId }) : null;
    const locationKey = locationId ? locationEntity.key({ siteId, locationId }) : null;
    const keys = [siteEntity.key({ siteId }), customerKey, locationKey];
    const items = await getItems(keys.filter((key) => key !== null));
    const [siteItem, customerItem, locationItem] = keys.map((key) =>
      key ? items.find((item) => item?.pk === key.pk && item.sk === key.sk) : undefined,
    );
    return {
      site: siteItem ? siteEntity.fromItem(siteItem) : undefined,
      location: locationItem ? locationEntity.fromItem(locationItem) : undefined,
      account: accountFrom(customerItem),
    };
  },

  async readBooking(siteId, customerId, locationId, { date, hour, minute }) {
    const keys = [
      siteEntity.key({ siteId }),
      customerEntity.key({ siteId, customerId }),
      locationEntity.key({ siteId, locationId }),
      slotCounterEntity.key({ siteId, locationId, date, hhmm: slotHhmm(hour, minute) }),
    ];
    const [siteItem, customerItem, locationItem, counterItem] = await getItems(keys);
    return {
      site: siteItem ? siteEntity.fromItem(siteItem) : undefined,
      location: locationItem ? locationEntity.fromItem(locationItem) : undefined,
      account: accountFrom(customerItem),
      booked: counterItem ? slotCounterEntity.fromItem(counterItem).booked : 0,
    };
  },

  async readDay(siteId, locationId, date) {
    const items = await queryAll(slotsOfDay(siteId, locationId, date));
    const day: DayReads & { counters: SlotDay["counters"][number][] } = {
      date,
      counters: [],
      holders: [],
      visits: [],
    };
    const holders: { hhmm: string; customerId: string; party: number }[] = [];
    const visits: { blockId: string; customerId: string; visits: number }[] = [];
    for (const item of items) {
      const kind = slotItemKind(String(item.sk));
      if (kind.kind === "counter") {
        day.counters.push({ hhmm: kind.hhmm, booked: slotCounterEntity.fromItem(item).booked });
      } else if (kind.kind === "holder") {
        const { party } = slotHolderEntity.fromItem(item);
        holders.push({ hhmm: kind.hhmm, customerId: kind.customerId, party });
      } else if (kind.kind === "visits") {
        const count = blockVisitsEntity.fromItem(item).visits;
        visits.push({ blockId: kind.blockId, customerId: kind.customerId, visits: count });
      }
    }
    return { ...day, holders, visits };
  },

  async listOfCustomer(siteId, customerId) {
    const items = await queryAll(reservationsOfCustomer(siteId, customerId));
    return sortReservations(items.map((item) => reservationEntity.fromItem(item)));
  },

  get: (siteId, customerId, reservationId) =>
    getEntity(reservationEntity, { siteId, customerId, reservationId }),

  async book({ reservation: r, capacity, maxVisits, confirmation, now }) {
    const siteId = r.site_id;
    const party = 1 + r.friends;
    const slot = slotOf(r);
    const expiresAt = slotExpiry(r.date);
    const items: NonNullable<TransactWriteCommandInput["TransactItems"]> = [
      {
        Update: {
          TableName: tableName(),
          Key: slotCounterEntity.key(slot),
          UpdateExpression:
            "SET booked = if_not_exists(booked, :zero) + :n, #type = :type, expires_at = :exp",
          ConditionExpression: "attribute_not_exists(booked) OR booked <= :max",
          ExpressionAttributeNames: { "#type": "type" },
          ExpressionAttributeValues: {
            ":zero": 0,
            ":n": party,
            ":max": capacity - party,
            ":type": slotCounterEntity.type,
            ":exp": expiresAt,
          },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: reservationEntity.toItem(
            { siteId, customerId: r.customer_id, reservationId: r.id },
            r,
          ),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    ];
    if (r.limited && maxVisits !== null) {
      items.push(
        {
          Put: {
            TableName: tableName(),
            Item: slotHolderEntity.toItem(
              { ...slot, customerId: r.customer_id },
              { reservation_id: r.id, party },
              { expires_at: expiresAt },
            ),
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: blockVisitsKey(r),
            UpdateExpression:
              "SET visits = if_not_exists(visits, :zero) + :one, #type = :type, expires_at = :exp",
            ConditionExpression: "attribute_not_exists(visits) OR visits < :max",
            ExpressionAttributeNames: { "#type": "type" },
            ExpressionAttributeValues: {
              ":zero": 0,
              ":one": 1,
              ":max": maxVisits,
              ":type": blockVisitsEntity.type,
              ":exp": slotExpiry(r.block_date),
            },
          },
        },
      );
    }
    // Last, so the positions above keep telling the refusals apart.
    const mailAt = items.push(outboxPut(siteId, confirmation, now)) - 1;
    // A party larger than the capacity can never fit: refused without a write.
    if (capacity - party < 0) return "full";
    const codes = await transact({ TransactItems: items });
    if (codes === null) return "booked";
    const failed = (index: number) => codes[index] === "ConditionalCheckFailed";
    if (failed(1) || failed(mailAt)) throw new Error("Reservation id collision");
    if (r.limited && maxVisits !== null) {
      if (failed(2)) return "held";
      if (failed(3)) return "visit_limit";
    }
    return "full";
  },

  async cancel(r, mail, now, options = { by: "customer" }) {
    const siteId = r.site_id;
    const slot = slotOf(r);
    const key = { siteId, customerId: r.customer_id, reservationId: r.id };
    const items: NonNullable<TransactWriteCommandInput["TransactItems"]> = [
      {
        Delete: {
          TableName: tableName(),
          Key: reservationEntity.key(key),
          ...(options.unlessCheckedIn
            ? {
                ConditionExpression:
                  "attribute_exists(pk) AND attribute_not_exists(#data.checked_in_at)",
                ExpressionAttributeNames: { "#data": "data" },
              }
            : { ConditionExpression: "attribute_exists(pk)" }),
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: slotCounterEntity.key(slot),
          UpdateExpression: "SET booked = booked - :n",
          ConditionExpression: "booked >= :n",
          ExpressionAttributeValues: { ":n": 1 + r.friends },
        },
      },
    ];
    if (r.limited) {
      items.push(
        {
          Delete: {
            TableName: tableName(),
            Key: slotHolderEntity.key({ ...slot, customerId: r.customer_id }),
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: blockVisitsKey(r),
            UpdateExpression: "SET visits = visits - :one",
            ConditionExpression: "visits >= :one",
            ExpressionAttributeValues: { ":one": 1 },
          },
        },
      );
    }
    const cancelled: CancelledReservation = {
      ...r,
      cancelled_at: now.toISOString(),
      cancelled_by: options.by,
      ...(options.staffId ? { cancelled_by_staff_id: options.staffId } : {}),
      reason: options.reason ?? "",
    };
    items.push({
      Put: {
        TableName: tableName(),
        Item: cancelledReservationEntity.toItem(key, cancelled, { expires_at: slotExpiry(r.date) }),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    });
    if (mail) items.push(outboxPut(siteId, mail, now));
    items.push(...(options.alongside ?? []));
    const codes = await transact({ TransactItems: items });
    return codes === null;
  },

  async listOfLocationDay(siteId, locationId, date) {
    const day: LocationDay = { reservations: [], cancelled: [] };
    for (const item of await queryAll(reservationsOfLocationDay(siteId, locationId, date))) {
      if (item.type === reservationEntity.type) {
        day.reservations.push(reservationEntity.fromItem(item));
      } else if (item.type === cancelledReservationEntity.type) {
        day.cancelled.push(cancelledReservationEntity.fromItem(item));
      }
    }
    return day;
  },

  async state(siteId, customerId, reservationId) {
    const key = { siteId, customerId, reservationId };
    const [held, gone] = await getItems([
      reservationEntity.key(key),
      cancelledReservationEntity.key(key),
    ]);
    return {
      reservation: held ? reservationEntity.fromItem(held) : undefined,
      cancelled: gone ? cancelledReservationEntity.fromItem(gone) : undefined,
    };
  },

  async checkIn(r, staffId, now, alongside) {
    const codes = await transact({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: reservationEntity.key({
              siteId: r.site_id,
              customerId: r.customer_id,
              reservationId: r.id,
            }),
            UpdateExpression: "SET #data.checked_in_at = :at, #data.checked_in_by = :by",
            ConditionExpression:
              "attribute_exists(pk) AND attribute_not_exists(#data.checked_in_at)",
            ExpressionAttributeNames: { "#data": "data" },
            ExpressionAttributeValues: { ":at": now.toISOString(), ":by": staffId },
          },
        },
        ...alongside,
      ],
    });
    return codes === null;
  },
};
