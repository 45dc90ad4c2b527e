import { operationsFormsRoutes } from "../../../shared/api/routes/operations-forms";
import { defineSection } from "../../lib/group-handler";
import { listOperationForms, updateOperationFormStatus } from "../forms-service";

export const section = defineSection(operationsFormsRoutes, {
  listOperationForms: (input) => listOperationForms(input),
  updateOperationFormStatus: async (input, { staff, now }) => {
    const result = await updateOperationFormStatus(staff, input, now);
    return { ...result, msg: "Status saved." };
  },
});
