import { campusInstant } from "../platform/time/campus-clock";
import type { Ymd } from "../platform/time/ymd";
import { blockSlotTimes, type ReservationBlock, reservationBlocks } from "./blocks";
import { bookedAt, type CapacityBadge, capacityBadge, capacityLeft, guestLimit } from "./capacity";
import { RESERVATION_TOOLTIPS } from "./messages";
import { type SlotTime, slotKey } from "./slot-key";
import type { AvailabilityContext, Booking } from "./types";

export type UnavailableReason = "expired" | "already_reserved" | "visit_limit" | "full";

export interface SlotAvailability extends SlotTime {
  /** date + HHMM, see slotKey */
  key: string;
  /** "11:30a" */
  label: string;
  at: number;
  capacityLeft: number;
  /** Most friends a booking of this slot may bring. */
  guestLimit: number;
  badge: CapacityBadge | null;
  selectable: boolean;
  reason: UnavailableReason | null;
  tooltip: string | null;
}

export interface BlockAvailability extends ReservationBlock {
  selectable: boolean;
  reason: UnavailableReason | null;
  tooltip: string | null;
  slots: SlotAvailability[];
}

const TOOLTIP: Record<UnavailableReason, string | null> = {
  expired: RESERVATION_TOOLTIPS.expired,
  already_reserved: RESERVATION_TOOLTIPS.alreadyReserved,
  visit_limit: RESERVATION_TOOLTIPS.visitLimit,
  // The spec gives no tooltip for a full slot; its badge-less, disabled state says it.
  full: null,
};

function customerBookings(ctx: AvailabilityContext): Booking[] {
  const { customerId, location } = ctx;
  if (customerId === null) return [];
  return ctx.bookings.filter((b) => b.customer_id === customerId && b.location_id === location.id);
}

/** Bookings of the customer that fall inside the block, wherever they sit on its grid. */
function visitsInBlock(block: ReservationBlock, mine: readonly Booking[], timeZone: string) {
  return mine.filter((b) => {
    const at = campusInstant(b.date, b.hour * 60 + b.minute, timeZone);
    return block.startsAt <= at && at < block.endsAt;
  }).length;
}

/**
 * Blocks of a date with every time and why it cannot be chosen (requirements: purchases §5). Precedence of
 * reasons: expired, then already reserved, then the visit limit, then full.
 */
export function blockAvailability(ctx: AvailabilityContext, date: Ymd): BlockAvailability[] {
  const { location, now, timeZone } = ctx;
  const mine = customerBookings(ctx);
  const limited = location.limit_reservation_visits;
  return reservationBlocks(location, date, now, timeZone).map((block) => {
    const visitLimited =
      limited && visitsInBlock(block, mine, timeZone) >= location.reservation_max_visits;
    const slots = blockSlotTimes(block, location.reservation_interval, now, timeZone).map(
      (candidate): SlotAvailability => {
        const key = slotKey(candidate);
        const left = capacityLeft(
          location.reservation_capacity,
          bookedAt(ctx.bookings, location.id, candidate),
        );
        const held = limited && mine.some((b) => slotKey(b) === key);
        const reason: UnavailableReason | null = candidate.expired
          ? "expired"
          : held
            ? "already_reserved"
            : visitLimited
              ? "visit_limit"
              : left === 0
                ? "full"
                : null;
        return {
          date: candidate.date,
          hour: candidate.hour,
          minute: candidate.minute,
          key,
          label: candidate.label,
          at: candidate.at,
          capacityLeft: left,
          guestLimit: guestLimit(left, location),
          badge: capacityBadge(left),
          selectable: reason === null,
          reason,
          tooltip: reason === null ? null : TOOLTIP[reason],
        };
      },
    );
    const blockReason: UnavailableReason | null =
      block.expired || (slots.length > 0 && slots.every((s) => s.reason === "expired"))
        ? "expired"
        : visitLimited
          ? "visit_limit"
          : slots.some((s) => s.selectable)
            ? null
            : "full";
    return {
      ...block,
      selectable: blockReason === null,
      reason: blockReason,
      tooltip: blockReason === null ? null : TOOLTIP[blockReason],
      slots,
    };
  });
}

/** Times the wizard offers for a date: every time of every block, selectable or not. */
export function slotAvailability(ctx: AvailabilityContext, date: Ymd): SlotAvailability[] {
  return blockAvailability(ctx, date).flatMap((block) => block.slots);
}
