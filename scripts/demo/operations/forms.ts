import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import { conditionalWrite, queryAll } from "../../../functions/platform/table";
import { auditEntryEntity, auditOfSite } from "../../../shared/operations/entities/audit-entry";
import { timeKeyReference } from "../../../shared/operations/form-reference";
import type {
  OperationFormKind,
  OperationFormStatus,
} from "../../../shared/operations/form-status";
import type { Item } from "../../../shared/platform/data/entity";
import {
  faqSubmissionEntity,
  faqSubmissionsOfSite,
} from "../../../shared/visitor-forms/entities/faq-submission";
import { feedbackEntity, feedbackOfSite } from "../../../shared/visitor-forms/entities/feedback";
import {
  FORM_STATUS_ATTRIBUTES,
  type FormKind,
  formSubmissionEntity,
  formSubmissionsOfSite,
} from "../../../shared/visitor-forms/entities/form-submission";

// The forms screen's demo (docs/operations/forms-and-audit.md): dietary health forms, On The Go
// orders, feedback and FAQ submissions for Cedar Ridge in varied statuses, each status staff set
// with its audit entry, so the forms and audit screens both show something on `npm start`.
// Written as the customer routes write them (the same entities), minutes to days before `now`.

/** The demo campus manager the seeded status changes are credited to (scripts/demo/operations/staff.ts). */
const DEMO_MANAGER = { id: "demo-manager", email: "manager@cedar-ridge.example.edu" };

interface DemoSubmission {
  /** Fixed, so a second run finds it and writes nothing. */
  id: string;
  /** How long before `now` it was sent. */
  minutesAgo: number;
  status?: OperationFormStatus;
  /** How long before `now` staff set the status. */
  statusMinutesAgo?: number;
}

interface AccountForm extends DemoSubmission {
  customerId: string;
  fields: Record<string, unknown>;
}

const HEALTH: AccountForm[] = [
  {
    id: "6f1c2a10-0b3e-4d21-9a55-0c1d2e3f4a01",
    minutesAgo: 40,
    customerId: "demo-customer-avery",
    fields: {
      date: "",
      name: "Avery Lindqvist",
      email: "avery.lindqvist@cedarridge.example.edu",
      city: "Cedar Ridge",
      allergens: ["Peanuts", "Tree Nuts"],
      celiac: false,
      consent: true,
    },
  },
  {
    id: "6f1c2a10-0b3e-4d21-9a55-0c1d2e3f4a02",
    minutesAgo: 60 * 26,
    status: "in_progress",
    statusMinutesAgo: 60 * 20,
    customerId: "demo-customer-jordan",
    fields: {
      date: "",
      name: "Jordan Okafor",
      email: "jordan.okafor@cedarridge.example.edu",
      city: "Millbrook",
      allergens: ["Wheat", "Other (Please specify)"],
      other_allergies: "Barley",
      celiac: true,
      consent: true,
    },
  },
  {
    id: "6f1c2a10-0b3e-4d21-9a55-0c1d2e3f4a03",
    minutesAgo: 60 * 24 * 4,
    status: "done",
    statusMinutesAgo: 60 * 24 * 3,
    customerId: "demo-customer-priya",
    fields: {
      date: "",
      name: "Priya Raman",
      email: "priya.raman@cedarridge.example.edu",
      city: "Cedar Ridge",
      allergens: ["Shellfish"],
      celiac: false,
      consent: true,
    },
  },
];

const ON_THE_GO: AccountForm[] = [
  {
    id: "7a2d3b21-1c4f-4e32-8b66-1d2e3f4a5b01",
    minutesAgo: 12,
    customerId: "demo-customer-sam",
    fields: {
      student_id: "CR204518",
      name: "Sam Whitfield",
      email: "sam.whitfield@cedarridge.example.edu",
      entree: "Sandwich",
      plan: "Block 25",
      pick_up: "12:00p - 12:30p",
      base: "Ciabatta Roll",
      protein: "Roast Turkey",
      sides: ["Apple"],
    },
  },
  {
    id: "7a2d3b21-1c4f-4e32-8b66-1d2e3f4a5b02",
    minutesAgo: 35,
    status: "preparing",
    statusMinutesAgo: 10,
    customerId: "demo-customer-lena",
    fields: {
      student_id: "CR198733",
      name: "Lena Park",
      email: "lena.park@cedarridge.example.edu",
      entree: "Salad",
      plan: "Gold",
      pick_up: "11:30a - 12:00p",
      base: "Mixed Greens",
      protein: "Grilled Chicken",
      allergens: ["Milk"],
    },
  },
  {
    id: "7a2d3b21-1c4f-4e32-8b66-1d2e3f4a5b03",
    minutesAgo: 90,
    status: "prepared",
    statusMinutesAgo: 30,
    customerId: "demo-customer-marco",
    fields: {
      student_id: "CR210045",
      name: "Marco Diaz",
      email: "marco.diaz@cedarridge.example.edu",
      entree: "Pizza",
      plan: "Silver",
      pick_up: "11:30a - 12:00p",
    },
  },
  {
    id: "7a2d3b21-1c4f-4e32-8b66-1d2e3f4a5b04",
    minutesAgo: 60 * 25,
    status: "picked_up",
    statusMinutesAgo: 60 * 23,
    customerId: "demo-customer-avery",
    fields: {
      student_id: "CR187221",
      name: "Avery Lindqvist",
      email: "avery.lindqvist@cedarridge.example.edu",
      entree: "Sandwich",
      plan: "Block 10",
      pick_up: "12:30p - 1:00p",
    },
  },
];

interface FeedbackForm extends DemoSubmission {
  fields: Record<string, unknown>;
}

const FEEDBACK: FeedbackForm[] = [
  {
    id: "8b3e4c32-2d50-4f43-9c77-2e3f4a5b6c01",
    minutesAgo: 75,
    fields: {
      first_name: "Noor",
      last_name: "Haddad",
      email: "noor.haddad@cedarridge.example.edu",
      location: "cedar-commons",
      customer_residence: "On Campus",
      customer_type: "Sophomore",
      comments:
        "The new grain bowls at Cedar Commons are great. Could you keep them on weekends too?",
      offers: "true",
    },
  },
  {
    id: "8b3e4c32-2d50-4f43-9c77-2e3f4a5b6c02",
    minutesAgo: 60 * 30,
    status: "in_progress",
    statusMinutesAgo: 60 * 28,
    fields: {
      first_name: "Theo",
      last_name: "Brandt",
      email: "theo.brandt@cedarridge.example.edu",
      location: "ridge-late-night",
      customer_residence: "Off Campus",
      customer_type: "Senior",
      comments: "Ridge Late Night closed 20 minutes early on Thursday.",
      offers: "false",
    },
  },
  {
    id: "8b3e4c32-2d50-4f43-9c77-2e3f4a5b6c03",
    minutesAgo: 60 * 24 * 6,
    status: "done",
    statusMinutesAgo: 60 * 24 * 5,
    fields: {
      first_name: "Grace",
      last_name: "Mwangi",
      email: "grace.mwangi@cedarridge.example.edu",
      location: "summit-terrace",
      customer_residence: "On Campus",
      customer_type: "Faculty",
      comments: "Thank you for labelling the gluten-free desserts so clearly.",
      offers: "false",
    },
  },
];

interface FaqForm extends DemoSubmission {
  kind: "answer_form" | "follow_up";
  answerId: string;
  fields: Record<string, unknown>;
}

const FAQ: FaqForm[] = [
  {
    id: "9c4f5d43-3e61-4a54-8d88-3f4a5b6c7d01",
    minutesAgo: 55,
    kind: "answer_form",
    answerId: "a-dietitian",
    fields: {
      elements: [
        { label: "What would you like to discuss?", value: "Celiac disease" },
        { label: "Which days work for you?", value: ["Monday", "Friday"] },
        { label: "Phone number", value: "555-0142" },
        { label: "Anything we should know?", value: "" },
      ],
    },
  },
  {
    id: "9c4f5d43-3e61-4a54-8d88-3f4a5b6c7d02",
    minutesAgo: 60 * 50,
    status: "done",
    statusMinutesAgo: 60 * 47,
    kind: "follow_up",
    answerId: "a-change-plan",
    fields: {
      name: "Ravi Sandhu",
      email: "ravi.sandhu@cedarridge.example.edu",
      student_id: "CR176540",
      comments: "I would like to move from Gold to Block 75 for the rest of the term.",
    },
  },
];

const ago = (now: Date, minutes: number): string =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/** The ids already in a partition: the part of each sort key after `{created ISO}#`. */
async function storedIds(pk: string): Promise<Set<string>> {
  const items = await queryAll({ pk });
  return new Set(items.map((item) => String(item.sk).slice(String(item.sk).indexOf("#") + 1)));
}

interface Planned {
  item: Item;
  kind: OperationFormKind;
  demo: DemoSubmission;
}

function statusOf(demo: DemoSubmission, now: Date): Item {
  if (!demo.status) return {};
  return {
    [FORM_STATUS_ATTRIBUTES.status]: demo.status,
    [FORM_STATUS_ATTRIBUTES.statusAt]: ago(now, demo.statusMinutesAgo ?? demo.minutesAgo),
  };
}

function accountFormItems(
  siteId: string,
  now: Date,
  kind: FormKind,
  consoleKind: OperationFormKind,
  forms: readonly AccountForm[],
): Planned[] {
  return forms.map((demo) => {
    const createdAt = ago(now, demo.minutesAgo);
    const item = formSubmissionEntity.toItem(
      { siteId, kind, createdAt, id: demo.id },
      {
        id: demo.id,
        kind,
        site_id: siteId,
        customer_id: demo.customerId,
        created_at: createdAt,
        fields: { ...demo.fields, date: demo.fields.date || createdAt.slice(0, 10) },
      },
      statusOf(demo, now),
    );
    return { item, kind: consoleKind, demo };
  });
}

function plannedItems(siteId: string, now: Date): Planned[] {
  return [
    ...accountFormItems(siteId, now, "health_form", "health", HEALTH),
    ...accountFormItems(siteId, now, "on_the_go_form", "on_the_go", ON_THE_GO),
    ...FEEDBACK.map((demo) => {
      const createdAt = ago(now, demo.minutesAgo);
      const item = feedbackEntity.toItem(
        { siteId, createdAt, feedbackId: demo.id },
        { site_id: siteId, ...demo.fields, created_at: createdAt },
        statusOf(demo, now),
      );
      return { item, kind: "feedback" as const, demo };
    }),
    ...FAQ.map((demo) => {
      const createdAt = ago(now, demo.minutesAgo);
      const item = faqSubmissionEntity.toItem(
        { siteId, createdAt, submissionId: demo.id },
        {
          site_id: siteId,
          kind: demo.kind,
          answer_id: demo.answerId,
          fields: demo.fields,
          created_at: createdAt,
        },
        statusOf(demo, now),
      );
      return { item, kind: "faq" as const, demo };
    }),
  ];
}

/** The audit entry of a seeded status, with a fixed id derived from the submission's. */
function auditItem(siteId: string, planned: Planned, now: Date): Item | undefined {
  const { demo, item } = planned;
  if (!demo.status) return undefined;
  const at = ago(now, demo.statusMinutesAgo ?? demo.minutesAgo);
  const id = `${demo.id.slice(0, -2)}ae`;
  return auditEntryEntity.toItem(
    { siteId, at, id },
    {
      id,
      site_id: siteId,
      at,
      staff_id: DEMO_MANAGER.id,
      staff_email: DEMO_MANAGER.email,
      action: "form.status",
      target: `form:${planned.kind}/${timeKeyReference(String(item.sk))}`,
      before: { status: "new" },
      after: { status: demo.status },
    },
  );
}

const putNew = (item: Item) =>
  conditionalWrite(
    documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    ),
  );

/**
 * Idempotent: each partition is read once and only the demo ids it lacks are written (their
 * keys hold the time they were sent, which moves with `now`), so a restart adds nothing.
 */
export async function seedFormsDemo(siteId: string, now: Date): Promise<void> {
  const planned = plannedItems(siteId, now);
  const partitions = [
    formSubmissionsOfSite(siteId, "health_form").pk,
    formSubmissionsOfSite(siteId, "on_the_go_form").pk,
    feedbackOfSite(siteId).pk,
    faqSubmissionsOfSite(siteId).pk,
    auditOfSite(siteId).pk,
  ];
  const stored = new Map(
    await Promise.all(partitions.map(async (pk) => [pk, await storedIds(pk)] as const)),
  );
  const has = (item: Item) =>
    stored.get(String(item.pk))?.has(String(item.sk).slice(String(item.sk).indexOf("#") + 1));
  const writes: Item[] = [];
  for (const entry of planned) {
    if (!has(entry.item)) writes.push(entry.item);
    const audit = auditItem(siteId, entry, now);
    if (audit && !has(audit)) writes.push(audit);
  }
  await Promise.all(writes.map(putNew));
}
