import type { CartItem } from "@shared/purchase/schemas/cart";
import {
  lineCalendar,
  periodAmount,
  type SubscriptionCalendar,
} from "@shared/subscriptions/periods";
import {
  chargeLines,
  chargesOf,
  chargesTotalText,
  planDatesText,
  startPassedText,
} from "@shared/subscriptions/timeline";
import { useCurrentSite } from "@/lib/current-site";
import { campusToday } from "@/lib/locations/campus-today";

export const TODAY_AT_CHECKOUT = "Today at checkout";

/**
 * A subscription line's money timeline (docs/decisions/subscription-schedule.md): the days it
 * pays for in words, then each charge with its day and amount, the first paid by this
 * checkout, and what they come to. Computed by the same rule the checkout records, for the
 * campus's today.
 */
export function LineSchedule({ item }: { item: CartItem }) {
  const site = useCurrentSite();
  const calendar: SubscriptionCalendar | null = lineCalendar(item, campusToday(site.time_zone));
  if (!calendar) {
    return (
      <p className="cart-line__note cart-line__note--warning" role="alert">
        {startPassedText(item.name)}
      </p>
    );
  }
  const charges = chargesOf(calendar, periodAmount(item));
  return (
    <div className="cart-line__schedule">
      <p className="cart-line__note">{planDatesText(calendar)}</p>
      <ul className="cart-line__charges" aria-label={`Charges for ${item.name}`}>
        {chargeLines(charges, TODAY_AT_CHECKOUT).map((line) => (
          <li key={line} className="cart-line__note">
            {line}
          </li>
        ))}
      </ul>
      <p className="cart-line__note">{chargesTotalText(charges)}</p>
    </div>
  );
}
