import { customerProfileRoutes } from "../../../../shared/accounts/routes/customer-profile";
import { defineSection } from "../../../platform/group-handler";
import { customers } from "../account-deps";
import { requireAccount, requireFeature } from "../account-service";
import { allergenCardPdf } from "../allergen-card-pdf";
import { dynamoLoginThrottle } from "../login-throttle";
import {
  customerOrders,
  updateAllergens,
  updateFoodInsecurity,
  updatePreferences,
  updateProfile,
} from "../profile-service";

/** The account screens' changes, orders and allergen card. */
export const section = defineSection(customerProfileRoutes, {
  updateCustomer: async (input, { session, now }) =>
    updateProfile({ customers, throttle: dynamoLoginThrottle }, session, input, now),
  updateAllergenProfile: async (input, { session, now }) =>
    updateAllergens(customers, session, input, now),
  updateNotificationPreferences: async (input, { session, now }) =>
    updatePreferences(customers, session, input, now),
  updateFoodInsecurity: async (input, { session, now }) =>
    updateFoodInsecurity(customers, session, input.food_insecurity, now),
  listCustomerOrders: async (_input, { session }) => customerOrders(customers, session),

  getAllergenCard: async (_input, { session, now }) => {
    const { site, account } = await requireAccount(customers, session);
    requireFeature(site.allergen_card);
    const pdf = await allergenCardPdf(site, account.customer, now);
    return {
      statusCode: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="allergen-card.pdf"',
        "cache-control": "private, no-store",
      },
      body: Buffer.from(pdf).toString("base64"),
      isBase64Encoded: true,
    };
  },
});
