import { createSectionedGroupHandler } from "../../platform/group-handler";

// Each request loads only its section's schemas and code (functions/platform/group-handler.ts);
// tests/unit/api/route-sections.test.ts checks these keys against the route list.
const session = () => import("./sections/session");
const profile = () => import("./sections/profile");
const reset = () => import("./sections/reset");
const forms = () => import("./sections/forms");
const reservations = () => import("./sections/reservations");
const subscriptions = () => import("./sections/subscriptions");

export const sections = {
  "GET /v1/customer/info": session,
  "POST /v1/customer/authenticate": session,
  "POST /v1/customer/logout": session,
  "POST /v1/customer/create": session,
  "GET /v1/customer/csrf": session,
  "POST /v1/customer/update_customer": profile,
  "POST /v1/customer/update_allergen_profile": profile,
  "POST /v1/customer/bulk_update_notification_preferences": profile,
  "POST /v1/customer/food_insecurity": profile,
  "GET /v1/customer/orders": profile,
  "GET /v1/customer/allergen_card": profile,
  "GET /v1/customer/reset_challenge": reset,
  "POST /v1/customer/request_password_reset": reset,
  "PUT /v1/customer/update/password": reset,
  "POST /v1/customer/health_form": forms,
  "POST /v1/customer/on_the_go_form": forms,
  "GET /v1/customer/reservations": reservations,
  "GET /v1/customer/reservation_card": reservations,
  "GET /v1/customer/reservation_calendar": reservations,
  "POST /v1/customer/subscriptions": subscriptions,
  "POST /v1/customer/cancel_subscription": subscriptions,
};

export const handler = createSectionedGroupHandler(sections);
