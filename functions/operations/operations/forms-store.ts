import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { timeKeyReference } from "../../../shared/operations/form-reference";
import {
  type OperationFormKind,
  type OperationFormStatus,
  storedFormStatus,
} from "../../../shared/operations/form-status";
import type { OperationFormRow } from "../../../shared/operations/routes/operations-forms";
import type { Item, TableKey } from "../../../shared/platform/data/entity";
import {
  faqSubmissionEntity,
  faqSubmissionsOfSite,
} from "../../../shared/visitor-forms/entities/faq-submission";
import { feedbackEntity, feedbackOfSite } from "../../../shared/visitor-forms/entities/feedback";
import {
  FORM_STATUS_ATTRIBUTES,
  formSubmissionEntity,
  formSubmissionsOfSite,
} from "../../../shared/visitor-forms/entities/form-submission";
import { documentClient, tableName } from "../../platform/dynamo";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { conditionalWrite, getItem } from "../../platform/table";
import { auditPut } from "./audit";
import { type Filter, filteredPage } from "./forms-filtered-page";

// Where each console kind of submission lives: one partition per campus and kind, sort key
// `{created ISO}#{id}` (shared/visitor-forms/entities/form-submission.ts, feedback.ts, faq-submission.ts).

const { status: STATUS, statusAt: STATUS_AT } = FORM_STATUS_ATTRIBUTES;

interface KindSource {
  partition: (siteId: string) => string;
  key: (siteId: string, createdAt: string, id: string) => TableKey;
  /** The submission's own fields, name, email, and where it came from. */
  read: (item: Item) => Omit<OperationFormRow, "submission_id" | "kind" | "status" | "status_at">;
}

/** What is not the customer's form on an inline item: keys, type, scope and staff status. */
const NOT_FIELDS = new Set([
  "pk",
  "sk",
  "gsi1pk",
  "gsi1sk",
  "gsi2pk",
  "gsi2sk",
  "type",
  "site_id",
  "created_at",
  "expires_at",
  STATUS,
  STATUS_AT,
]);

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/**
 * An FAQ answer form is stored as the checked elements (`{elements: [{label, value}]}`, from
 * the campus's own form builder); the console shows it as label → value like every other form.
 */
function answerFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const { elements } = fields;
  if (!Array.isArray(elements)) return fields;
  return Object.fromEntries(
    elements.flatMap((element: unknown) => {
      const { label, value } = (element ?? {}) as { label?: unknown; value?: unknown };
      return typeof label === "string" ? [[label, value ?? null]] : [];
    }),
  );
}

function accountForm(kind: "health_form" | "on_the_go_form"): KindSource {
  return {
    partition: (siteId) => formSubmissionsOfSite(siteId, kind).pk,
    key: (siteId, createdAt, id) => formSubmissionEntity.key({ siteId, kind, createdAt, id }),
    read(item) {
      const submission = formSubmissionEntity.fromItem(item);
      return {
        created_at: submission.created_at,
        name: text(submission.fields.name),
        email: text(submission.fields.email),
        customer_id: text(submission.customer_id),
        faq_form: null,
        faq_answer_id: null,
        fields: submission.fields,
      };
    },
  };
}

const SOURCES: Readonly<Record<OperationFormKind, KindSource>> = {
  health: accountForm("health_form"),
  on_the_go: accountForm("on_the_go_form"),
  feedback: {
    partition: (siteId) => feedbackOfSite(siteId).pk,
    key: (siteId, createdAt, feedbackId) => feedbackEntity.key({ siteId, createdAt, feedbackId }),
    read(item) {
      const stored = feedbackEntity.fromItem(item);
      const fields = Object.fromEntries(Object.entries(stored).filter(([k]) => !NOT_FIELDS.has(k)));
      const name = [text(stored.first_name), text(stored.last_name)].filter(Boolean).join(" ");
      return {
        created_at: stored.created_at,
        name: name || null,
        email: text(stored.email),
        customer_id: null,
        faq_form: null,
        faq_answer_id: null,
        fields,
      };
    },
  },
  faq: {
    partition: (siteId) => faqSubmissionsOfSite(siteId).pk,
    key: (siteId, createdAt, submissionId) =>
      faqSubmissionEntity.key({ siteId, createdAt, submissionId }),
    read(item) {
      const stored = faqSubmissionEntity.fromItem(item);
      return {
        created_at: stored.created_at,
        name: text(stored.fields.name),
        email: text(stored.fields.email),
        customer_id: null,
        faq_form: stored.kind,
        faq_answer_id: stored.answer_id,
        fields: answerFormFields(stored.fields),
      };
    },
  },
};

/** A submission as the console shows it. */
export function rowOf(kind: OperationFormKind, item: Item): OperationFormRow {
  return {
    submission_id: timeKeyReference(String(item.sk)),
    kind,
    status: storedFormStatus(kind, item[STATUS]),
    status_at: text(item[STATUS_AT]),
    ...SOURCES[kind].read(item),
  };
}

/** Which stored items a status filter keeps: "new" includes items staff never touched. */
function statusFilter(status: OperationFormStatus): Filter {
  return {
    expression:
      status === "new" ? "attribute_not_exists(#status) OR #status = :status" : "#status = :status",
    names: { "#status": STATUS },
    values: { ":status": status },
  };
}

export interface FormListing {
  rows: OperationFormRow[];
  nextSk: string | null;
}

/** A campus's submissions of one kind, newest first (one Query per page; no Scan). */
export async function listForms(
  siteId: string,
  kind: OperationFormKind,
  options: { status?: OperationFormStatus; afterSk?: string; limit: number },
): Promise<FormListing> {
  const page = await filteredPage(
    { pk: SOURCES[kind].partition(siteId), descending: true },
    options.limit,
    options.afterSk,
    options.status ? statusFilter(options.status) : undefined,
  );
  return { rows: page.items.map((item) => rowOf(kind, item)), nextSk: page.nextSk };
}

/** The stored item of a submission named by its sort key, undefined when there is none. */
export function formItem(
  siteId: string,
  kind: OperationFormKind,
  sk: string,
): Promise<Item | undefined> {
  const hash = sk.indexOf("#");
  return getItem(SOURCES[kind].key(siteId, sk.slice(0, hash), sk.slice(hash + 1)));
}

export interface StatusChange {
  siteId: string;
  kind: OperationFormKind;
  item: Item;
  status: OperationFormStatus;
  target: string;
}

/**
 * Sets the status if it is still what was read (a stored item without one must still have
 * none), with the audit entry in the same transaction. False when the item changed or vanished.
 */
export function writeFormStatus(
  staff: StaffContext,
  change: StatusChange,
  now: Date,
): Promise<boolean> {
  const { item } = change;
  const stored = item[STATUS];
  const before = storedFormStatus(change.kind, stored);
  const at = now.toISOString();
  return conditionalWrite(
    documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: "SET #status = :status, #status_at = :at",
              ConditionExpression:
                stored === undefined
                  ? "attribute_exists(pk) AND attribute_not_exists(#status)"
                  : "attribute_exists(pk) AND #status = :stored",
              ExpressionAttributeNames: { "#status": STATUS, "#status_at": STATUS_AT },
              ExpressionAttributeValues: {
                ":status": change.status,
                ":at": at,
                ...(stored === undefined ? {} : { ":stored": stored }),
              },
            },
          },
          auditPut(
            staff,
            {
              siteId: change.siteId,
              action: "form.status",
              target: change.target,
              before: { status: before },
              after: { status: change.status },
            },
            now,
          ),
        ],
      }),
    ),
  );
}
