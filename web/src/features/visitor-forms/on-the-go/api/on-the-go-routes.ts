import type { submitOnTheGoForm } from "@shared/visitor-forms/routes/customer-forms";
import { routeRef } from "@/lib/api-client";

export const onTheGoRoute = routeRef<typeof submitOnTheGoForm>({
  operationId: "submitOnTheGoForm",
  method: "POST",
  path: "/v1/customer/on_the_go_form",
});
