import * as z from "zod";

/**
 * What the console calls each kind of form submission (docs/operations/forms-and-audit.md):
 * dietary health forms, On The Go orders, feedback, and FAQ answer forms and follow-ups.
 */
export const OPERATION_FORM_KINDS = ["health", "on_the_go", "feedback", "faq"] as const;
export const operationFormKindSchema = z.enum(OPERATION_FORM_KINDS, {
  error: "Choose health, on_the_go, feedback or faq.",
});
export type OperationFormKind = z.infer<typeof operationFormKindSchema>;

export const OPERATION_FORM_KIND_LABELS: Readonly<Record<OperationFormKind, string>> = {
  health: "Dietary health",
  on_the_go: "On The Go",
  feedback: "Feedback",
  faq: "FAQ answers",
};

/**
 * Every status a submission can have. An On The Go order is a kitchen ticket (prepared, then
 * picked up); the other kinds are letters someone answers. A stored item without a status was
 * never touched by staff and reads as "new".
 */
export const OPERATION_FORM_STATUSES = [
  "new",
  "in_progress",
  "done",
  "preparing",
  "prepared",
  "picked_up",
] as const;
export const operationFormStatusSchema = z.enum(OPERATION_FORM_STATUSES, {
  error: "Unknown status.",
});
export type OperationFormStatus = z.infer<typeof operationFormStatusSchema>;

/** The statuses of each kind, in their usual order (the console offers them in this order). */
export const FORM_STATUSES_BY_KIND: Readonly<
  Record<OperationFormKind, readonly OperationFormStatus[]>
> = {
  health: ["new", "in_progress", "done"],
  on_the_go: ["new", "preparing", "prepared", "picked_up"],
  feedback: ["new", "in_progress", "done"],
  faq: ["new", "in_progress", "done"],
};

export const FORM_STATUS_LABELS: Readonly<Record<OperationFormStatus, string>> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  preparing: "Preparing",
  prepared: "Prepared",
  picked_up: "Picked up",
};

/** The status a submission starts in, and that a stored item without one reads as. */
export const INITIAL_FORM_STATUS: OperationFormStatus = "new";

export const isStatusOfKind = (kind: OperationFormKind, status: string): boolean =>
  (FORM_STATUSES_BY_KIND[kind] as readonly string[]).includes(status);

/** The message a status of another kind answers, naming the allowed ones. */
export const statusNotOfKindMessage = (kind: OperationFormKind): string =>
  `The status of ${OPERATION_FORM_KIND_LABELS[kind]} submissions is one of: ${FORM_STATUSES_BY_KIND[kind].join(", ")}.`;

/**
 * The stored status of an item: a missing or unknown value (a kind's list shrank) reads as
 * "new", so every row has one of its kind's statuses.
 */
export function storedFormStatus(kind: OperationFormKind, value: unknown): OperationFormStatus {
  return typeof value === "string" && isStatusOfKind(kind, value)
    ? (value as OperationFormStatus)
    : INITIAL_FORM_STATUS;
}
