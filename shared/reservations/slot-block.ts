import { addDays } from "../platform/time/ymd";
import { type BlockAvailability, blockAvailability } from "./availability";
import { type SlotTime, slotKey } from "./slot-key";
import type { AvailabilityContext } from "./types";

/**
 * The block a time belongs to: on its own date, or on the day before for a time past
 * midnight of a late block. Visit limits count per block, so the booking records it.
 */
export function blockOfSlot(ctx: AvailabilityContext, slot: SlotTime): BlockAvailability | null {
  const key = slotKey(slot);
  for (const date of [slot.date, addDays(slot.date, -1)]) {
    const block = blockAvailability(ctx, date).find((b) => b.slots.some((s) => s.key === key));
    if (block) return block;
  }
  return null;
}
