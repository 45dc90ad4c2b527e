import * as z from "zod";

/**
 * Notification preferences (requirements: purchases §7 customer/bulk_update_notification_preferences; the spec
 * names the call, not its payload). Each kind is switched on or off; a kind left out keeps its
 * stored value. The list is ours (docs/decisions/accounts.md).
 */
export const NOTIFICATION_KINDS = {
  menu_updates: "Menu updates",
  special_offers: "Special offers and promotions",
  events: "Events",
  reservation_reminders: "Reservation reminders",
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const notificationPreferencesSchema = z.object({
  preferences: z.partialRecord(
    z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]),
    z.boolean(),
  ),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
