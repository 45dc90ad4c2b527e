import { TOTP } from "otpauth";
import { DEMO_STAFF } from "./staff";

/**
 * `npm run console-code -- manager`: the current two-factor code of a demo staff account, for a
 * developer without an authenticator app at hand (the secrets are the demo's, printed by `npm start`).
 */
const role = process.argv[2] ?? "manager";
const staff = DEMO_STAFF.find((member) => member.role === role);
if (!staff) {
  console.error(
    `No demo staff account for "${role}". Roles: ${DEMO_STAFF.map((m) => m.role).join(", ")}`,
  );
  process.exit(2);
}
console.log(new TOTP({ secret: staff.totpSecret }).generate());
