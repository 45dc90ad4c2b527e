import type { submitHealthForm } from "@shared/visitor-forms/routes/customer-forms";
import { routeRef } from "@/lib/api-client";

export const healthFormRoute = routeRef<typeof submitHealthForm>({
  operationId: "submitHealthForm",
  method: "POST",
  path: "/v1/customer/health_form",
});
