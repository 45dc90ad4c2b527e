// What the group handler checks on guarded and CSRF-protected routes, in one module it loads on
// first use (functions/lib/group-handler.ts).

export { requireStaff } from "../staff/staff-guard";
export { csrfTokenMatches } from "./csrf";
export { checkSessionScope, refuseCsrf, requireSession } from "./session-guard";
