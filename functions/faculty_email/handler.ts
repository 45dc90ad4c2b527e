import { facultyEmailRoutes } from "../../shared/api/routes/faculty-email";
import { facultyEmailEntity } from "../../shared/data/entities/faculty-email";
import { orderFormEntity } from "../../shared/data/entities/order-form";
import { CHECKOUT_MESSAGES } from "../../shared/domain/validation/forms/checkout-messages";
import { orderFormSettingsSchema } from "../../shared/schemas/order-form-settings";
import { createGroupHandler } from "../lib/group-handler";
import { getItem } from "../lib/store/table";

// One email at a time (docs/data-model.md #21): the faculty list is never sent out
// (docs/decisions/payments.md). An email not on it gets the site's own message.
export const handler = createGroupHandler(facultyEmailRoutes, {
  checkFacultyEmail: async ({ site_id, email }) => {
    const [entry, form] = await Promise.all([
      getItem(facultyEmailEntity.key({ siteId: site_id, email })),
      getItem(orderFormEntity.key({ siteId: site_id })),
    ]);
    if (entry) return { valid: true };
    const settings = orderFormSettingsSchema.parse(form?.data ?? {});
    return { valid: false, msg: settings.faculty_email_msg || CHECKOUT_MESSAGES.facultyEmail };
  },
});
