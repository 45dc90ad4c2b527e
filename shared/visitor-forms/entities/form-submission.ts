import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/** The account forms whose submissions a campus keeps and mails to its contact. */
export const FORM_KINDS = ["health_form", "on_the_go_form"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const formSubmissionSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(FORM_KINDS),
  site_id: z.string().min(1),
  customer_id: z.string().min(1),
  created_at: z.string(),
  /** The validated form as the customer sent it. */
  fields: z.record(z.string(), z.unknown()),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

const KIND_PREFIX: Record<FormKind, string> = {
  health_form: "HEALTHFORM",
  on_the_go_form: "ONTHEGO",
};

/**
 * The operations console's status of a submission of any kind (this entity's, feedback, FAQ
 * submissions): top-level attributes beside the customer's form, set only by staff through a
 * conditional update (functions/operations/operations/forms-store.ts). A submission without them is "new"
 * (shared/operations/form-status.ts); the customer's routes never write them.
 */
export const FORM_STATUS_ATTRIBUTES = { status: "status", statusAt: "status_at" } as const;

type SubmissionKey = { siteId: string; kind: FormKind; createdAt: string; id: string };

/**
 * Dietary health and On The Go submissions, one partition per campus and kind, in time order
 * (like feedback): `S#HEALTHFORM` / `{created ISO}#{id}`.
 */
export const formSubmissionEntity = defineEntity({
  type: "form_submission",
  schema: formSubmissionSchema,
  key: ({ siteId, kind, createdAt, id }: SubmissionKey) => ({
    pk: `${sitePk(siteId)}#${KIND_PREFIX[kind]}`,
    sk: `${createdAt}#${id}`,
  }),
});

/** Submissions of one kind, newest first (for campus staff tools and tests). */
export const formSubmissionsOfSite = (siteId: string, kind: FormKind) => ({
  pk: `${sitePk(siteId)}#${KIND_PREFIX[kind]}`,
  descending: true,
});
