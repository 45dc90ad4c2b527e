import { operationsFormsRoutes } from "../../../../shared/operations/routes/operations-forms";
import { defineSection } from "../../../platform/group-handler";
import { listOperationForms, updateOperationFormStatus } from "../forms-service";

export const section = defineSection(operationsFormsRoutes, {
  listOperationForms: (input) => listOperationForms(input),
  updateOperationFormStatus: async (input, { staff, now }) => {
    const result = await updateOperationFormStatus(staff, input, now);
    return { ...result, msg: "Status saved." };
  },
});
