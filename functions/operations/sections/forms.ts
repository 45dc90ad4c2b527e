import { operationsFormsRoutes } from "../../../shared/api/routes/operations-forms";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsFormsRoutes, {});
