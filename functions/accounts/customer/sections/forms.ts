import { customerFormRoutes } from "../../../../shared/visitor-forms/routes/customer-forms";
import { defineSection } from "../../../platform/group-handler";
import { sesMailer } from "../../../platform/mailer";
import { dynamoMailQuota } from "../../../platform/outbox/mail-quota-store";
import { customers } from "../account-deps";
import { customerFormImplementations } from "../forms-service";
import { dynamoFormSubmissionStore } from "../forms-store";

/** Account form mails a customer may send per hour. */
const FORMS_PER_HOUR = 10;

/** The dietary health and On The Go forms. */
export const section = defineSection(
  customerFormRoutes,
  customerFormImplementations({
    customers,
    submissions: dynamoFormSubmissionStore,
    quota: dynamoMailQuota("account_form", FORMS_PER_HOUR, 3600),
    mailer: sesMailer,
  }),
);
