// What the group handler checks on guarded and CSRF-protected routes, in one module it loads on
// first use (functions/platform/group-handler.ts).

export { requireStaff } from "../staff-session/staff-guard";
export { csrfTokenMatches } from "./csrf";
export { checkSessionScope, refuseCsrf, requireSession } from "./session-guard";
