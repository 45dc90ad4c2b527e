/**
 * The operations console's demo (docs/operations.md "Demo"): staff of every role on Cedar
 * Ridge, and orders, subscriptions, reservations, submissions and quick content so every
 * screen shows something on `npm start`. Each seeder is idempotent: a restart seeds nothing twice.
 */
export const DEMO_OPERATIONS_SITE = "cedar-ridge";

export async function seedOperationsDemo(
  options: { now?: Date; log?: (line: string) => void; siteId?: string } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const siteId = options.siteId ?? DEMO_OPERATIONS_SITE;
  const [staff, orders, subscriptions, reservations, forms, content] = await Promise.all([
    import("./staff"),
    import("./orders"),
    import("./subscriptions"),
    import("./reservations"),
    import("./forms"),
    import("./content"),
  ]);
  await staff.seedStaffDemo(siteId, now);
  await orders.seedOrdersDemo(siteId, now);
  await subscriptions.seedSubscriptionsDemo(siteId, now);
  await reservations.seedReservationsDemo(siteId, now);
  await forms.seedFormsDemo(siteId, now);
  await content.seedContentDemo(siteId, now);
  options.log?.(`Operations console demo seeded on ${siteId}.`);
}
