import { operationsContentRoutes } from "../../../shared/api/routes/operations-content";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsContentRoutes, {});
