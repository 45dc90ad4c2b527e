import { passRoutes } from "../../../shared/accounts/routes/pass";
import { NotFoundError } from "../../../shared/platform/errors";
import { createGroupHandler } from "../../platform/group-handler";
import { passCertificates } from "../pass-certificates";
import { allergenPass } from "./allergen-pass";
import { dynamoPassAccountReader, requirePassAccount } from "./pass-account";

/** Without certificates customer/info says `wallet_pass: false` and the web hides the link. */
export const PASS_UNAVAILABLE = "The wallet pass is not available.";

export const handler = createGroupHandler(passRoutes, {
  getAllergenPass: async (_input, { session }) => {
    const { site, customer } = await requirePassAccount(dynamoPassAccountReader, session);
    const certs = await passCertificates();
    // No card until an emergency contact is set (requirements: purchases §5), and so no pass either.
    if (!certs || !customer.contact_name) throw new NotFoundError(PASS_UNAVAILABLE);
    return {
      statusCode: 200,
      headers: {
        "content-type": "application/vnd.apple.pkpass",
        "content-disposition": 'attachment; filename="allergen-card.pkpass"',
        "cache-control": "private, no-store",
      },
      body: allergenPass(site, customer, certs).toString("base64"),
      isBase64Encoded: true,
    };
  },
});
