import * as z from "zod";
import { NOTIFICATION_KINDS, type NotificationKind } from "../notification-kinds";

/**
 * Notification preferences: each kind (shared/accounts/notification-kinds.ts) is switched on or off; a kind
 * left out keeps its stored value.
 */
export const notificationPreferencesSchema = z.object({
  preferences: z.partialRecord(
    z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]),
    z.boolean(),
  ),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
