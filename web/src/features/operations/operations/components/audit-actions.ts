/**
 * The actions the console audits (functions/operations/operations/*: every mutating route writes one),
 * by area, as the log's filter offers them. An action the list does not know yet still shows,
 * under its own code.
 */
export const AUDIT_AREAS: readonly {
  area: string;
  label: string;
  actions: readonly { action: string; label: string }[];
}[] = [
  {
    area: "order",
    label: "Orders",
    actions: [
      { action: "order.refund", label: "Refunded" },
      { action: "order.reverse", label: "Reversed" },
      { action: "order.fulfil", label: "Fulfilled" },
    ],
  },
  {
    area: "subscription",
    label: "Subscriptions",
    actions: [
      { action: "subscription.retry", label: "Retried a payment" },
      { action: "subscription.cancel", label: "Cancelled" },
    ],
  },
  {
    area: "reservation",
    label: "Reservations",
    actions: [
      { action: "reservation.check_in", label: "Checked in" },
      { action: "reservation.cancel", label: "Cancelled" },
    ],
  },
  {
    area: "form",
    label: "Forms",
    actions: [{ action: "form.status", label: "Status changed" }],
  },
  {
    area: "content",
    label: "Content",
    actions: [
      { action: "content.alerts.update", label: "Alert banners saved" },
      { action: "content.special_hours.set", label: "Special hours set" },
      { action: "content.special_hours.delete", label: "Special hours removed" },
      { action: "content.sold_out.mark", label: "Marked sold out" },
      { action: "content.sold_out.unmark", label: "Back on the menu" },
    ],
  },
  {
    area: "staff",
    label: "Staff",
    actions: [
      { action: "staff.invite", label: "Invited" },
      { action: "staff.invite_resent", label: "Invitation resent" },
      { action: "staff.update", label: "Account changed" },
      { action: "staff.reset_two_factor", label: "Two-factor reset" },
    ],
  },
];

const LABELS = new Map(
  AUDIT_AREAS.flatMap((area) =>
    area.actions.map((entry) => [entry.action, `${area.label}: ${entry.label}`] as const),
  ),
);

/** "Reservations: Checked in" for `reservation.check_in`; an unknown action reads as its code. */
export const actionLabel = (action: string): string => LABELS.get(action) ?? action;

export const ALL_ACTIONS = "all";

/** The filter's options: everything, each area, each action of the area. */
export const AUDIT_FILTER_OPTIONS = [
  { id: ALL_ACTIONS, label: "All actions" },
  ...AUDIT_AREAS.flatMap((area) => [
    { id: area.area, label: `${area.label}: every action` },
    ...area.actions.map((entry) => ({ id: entry.action, label: `${area.label}: ${entry.label}` })),
  ]),
];
