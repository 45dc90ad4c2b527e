/**
 * The notifications a customer can switch on or off (requirements: purchases §7
 * customer/bulk_update_notification_preferences; the spec names the call, not its payload). The
 * list is ours (docs/decisions/accounts.md). Apart from the schema so the account page's form
 * lists them without loading zod (docs/decisions/web-first-paint.md).
 */
export const NOTIFICATION_KINDS = {
  menu_updates: "Menu updates",
  special_offers: "Special offers and promotions",
  events: "Events",
  reservation_reminders: "Reservation reminders",
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
