import { STUDENT_ID_MESSAGES } from "../../../shared/accounts/schemas/student-id";
import { blockedStudentEntity } from "../../../shared/purchase/entities/blocked-student";
import { blockedStudentAccountsRoutes } from "../../../shared/purchase/routes/blocked-student-accounts";
import { createGroupHandler } from "../../platform/group-handler";
import { getItem } from "../../platform/table";

// One id at a time (docs/data-model.md #21): the blocked list itself is never sent out
// (docs/decisions/payments.md). A blocked id gets the server message the form shows.
export const handler = createGroupHandler(blockedStudentAccountsRoutes, {
  checkBlockedStudentAccount: async ({ site_id, student_id }) => {
    const blocked = Boolean(
      await getItem(blockedStudentEntity.key({ siteId: site_id, studentId: student_id })),
    );
    return blocked ? { blocked, msg: STUDENT_ID_MESSAGES.blocked } : { blocked };
  },
});
