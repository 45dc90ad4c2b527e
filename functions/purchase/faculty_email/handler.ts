import { facultyEmailEntity } from "../../../shared/purchase/entities/faculty-email";
import { facultyEmailRoutes } from "../../../shared/purchase/routes/faculty-email";
import { CHECKOUT_MESSAGES } from "../../../shared/purchase/schemas/checkout-messages";
import { orderFormEntity } from "../../../shared/visitor-forms/entities/order-form";
import { orderFormSettingsSchema } from "../../../shared/visitor-forms/schemas/order-form-settings";
import { createGroupHandler } from "../../platform/group-handler";
import { getItem } from "../../platform/table";

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
