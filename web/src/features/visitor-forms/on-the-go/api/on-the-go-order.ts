import { apiRequest, type InputOf } from "@/lib/api-client";
import { submitOnTheGoForm } from "@/lib/api-routes/visitor-forms/submit-on-the-go-form";

/** The signed-in customer's On The Go order (requirements: purchases §7 customer/on_the_go_form). */
export const sendOnTheGoOrder = (params: InputOf<typeof submitOnTheGoForm>) =>
  apiRequest(submitOnTheGoForm, params);
