import { apiRequest, type InputOf } from "@/lib/api-client";
import { submitHealthForm } from "@/lib/api-routes/visitor-forms/submit-health-form";

/** The signed-in customer's dietary health form (requirements: purchases §7 customer/health_form). */
export const sendHealthForm = (params: InputOf<typeof submitHealthForm>) =>
  apiRequest(submitHealthForm, params);
