import { randomUUID } from "node:crypto";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { FormKind } from "../../../shared/visitor-forms/entities/form-submission";
import { healthFormMail, onTheGoMail } from "../../../shared/visitor-forms/form-mail";
import type { MailText } from "../../../shared/visitor-forms/mail-text";
import { FORM_TEXT } from "../../../shared/visitor-forms/on-the-go-menu";
import type { customerFormRoutes } from "../../../shared/visitor-forms/routes/customer-forms";
import { mailCampusContact } from "../../platform/campus-mail";
import type { Implementations } from "../../platform/group-handler";
import type { Mailer } from "../../platform/mailer";
import type { MailQuota } from "../../platform/outbox/mail-quota-store";
import type { Session } from "../../platform/session/session-token";
import { requireAccount, requireFeature } from "./account-service";
import type { CustomerStore } from "./customer-store";
import type { FormSubmissionStore } from "./forms-store";

export interface FormDeps {
  customers: CustomerStore;
  submissions: FormSubmissionStore;
  quota: MailQuota;
  mailer: Mailer;
}

/** Strips the call's scope; what remains is the form as stored and mailed. */
function fieldsOf<T extends { site_id: string; customer_id?: string | undefined }>(input: T) {
  const { site_id: _site, customer_id: _customer, ...fields } = input;
  return fields;
}

/**
 * Stored first, then mailed to the campus contact with the customer's email as Reply-To. The
 * account read and the mail quota share one round trip; the store is the second.
 */
async function submit(
  deps: FormDeps,
  session: Session | undefined,
  kind: FormKind,
  fields: Record<string, unknown>,
  mail: (site: Site) => MailText,
  replyTo: string,
  now: Date,
  feature?: (site: Site) => boolean,
): Promise<{ id: string }> {
  const [{ site }] = await Promise.all([
    requireAccount(deps.customers, session),
    session ? deps.quota.take(session.siteId, session.customerId, now) : undefined,
  ]);
  if (feature) requireFeature(feature(site));
  const id = randomUUID();
  await deps.submissions.put({
    id,
    kind,
    site_id: site.id,
    customer_id: session?.customerId ?? "",
    created_at: now.toISOString(),
    fields,
  });
  await mailCampusContact(deps.mailer, site, mail(site), replyTo);
  return { id };
}

export function customerFormImplementations(
  deps: FormDeps,
): Implementations<typeof customerFormRoutes> {
  return {
    submitHealthForm: async (input, { session, now }) => {
      const form = fieldsOf(input);
      const result = await submit(
        deps,
        session,
        "health_form",
        form,
        (site) => healthFormMail(site.name, form),
        form.email,
        now,
      );
      return { ...result, msg: FORM_TEXT.dietaryThanks };
    },

    submitOnTheGoForm: async (input, { session, now }) => {
      const form = fieldsOf(input);
      const result = await submit(
        deps,
        session,
        "on_the_go_form",
        form,
        (site) => onTheGoMail(site.name, form),
        form.email,
        now,
        (site) => site.show_on_the_go,
      );
      return { ...result, msg: FORM_TEXT.onTheGoThanks };
    },
  };
}
