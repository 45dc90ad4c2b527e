import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";
import { isTimeKeyReference } from "../form-reference";
import { operationFormKindSchema, operationFormStatusSchema } from "../form-status";

// The console's forms area (docs/operations/forms-and-audit.md): the campus's dietary health
// forms, On The Go orders, feedback and FAQ answer forms, each with a status staff move along.

const roles = OPERATIONS_AREAS.forms;

/** A submission's opaque id: issued by the listing, never built by the client. */
export const submissionIdSchema = z
  .string()
  .refine(isTimeKeyReference, { message: "Unknown submission reference." });

export const operationFormRowSchema = z.object({
  /** Opaque and URL-safe; names the submission in PUT .../forms/{kind}/{submission_id}. */
  submission_id: z.string(),
  kind: operationFormKindSchema,
  created_at: z.string(),
  status: operationFormStatusSchema,
  /** When staff last set the status; null while it was never set. */
  status_at: z.string().nullable(),
  /** For the table's columns: the submitter's name and email as the form gave them. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** The customer account of a signed-in submission (health, On The Go); null otherwise. */
  customer_id: z.string().nullable(),
  /** FAQ submissions: `answer_form` or `follow_up` and the answer it came from; null otherwise. */
  faq_form: z.enum(["answer_form", "follow_up"]).nullable(),
  faq_answer_id: z.string().nullable(),
  /** The form as the customer sent it. */
  fields: z.record(z.string(), z.unknown()),
});
export type OperationFormRow = z.infer<typeof operationFormRowSchema>;

export const listOperationForms = defineRoute({
  operationId: "listOperationForms",
  group: "operations",
  method: "GET",
  path: "/v1/operations/forms",
  summary:
    "A campus's submissions of one kind (health, on_the_go, feedback, faq), newest first, optionally of one status; paged by cursor",
  input: z.object({
    site_id: idSchema,
    kind: operationFormKindSchema,
    status: operationFormStatusSchema.optional(),
    cursor: submissionIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  output: z.object({
    rows: z.array(operationFormRowSchema),
    /** Pass back as `cursor` for the next page; null at the end. */
    cursor: z.string().nullable(),
  }),
  auth: "staff",
  roles,
  example: { site_id: "cedar-ridge", kind: "on_the_go" },
});

export const updateOperationFormStatus = defineRoute({
  operationId: "updateOperationFormStatus",
  group: "operations",
  method: "PUT",
  path: "/v1/operations/forms/{kind}/{submission_id}",
  summary:
    "Set a submission's status (one of its kind's statuses); with expected_status, refused (409) when someone changed it meanwhile. Audited.",
  input: z.object({
    kind: operationFormKindSchema,
    submission_id: submissionIdSchema,
    site_id: idSchema,
    status: operationFormStatusSchema,
    /** The status the screen showed; the change is refused if it is no longer that. */
    expected_status: operationFormStatusSchema.optional(),
  }),
  output: z.object({ row: operationFormRowSchema }),
  auth: "staff",
  roles,
  example: {
    kind: "on_the_go",
    submission_id:
      "MjAyNi0wMS0xNVQxNzozMDowMC4wMDBaIzBkMmQ5YjFhLTRmM2UtNGM1Ni05YjJhLTFhMmIzYzRkNWU2Zg",
    site_id: "cedar-ridge",
    status: "prepared",
  },
});

export const operationsFormsRoutes = [listOperationForms, updateOperationFormStatus] as const;
