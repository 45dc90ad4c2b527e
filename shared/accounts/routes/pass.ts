import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";

/**
 * requirements: purchases §7: GET /v1/pass/allergen_card?customer_id (wallet pass). Like every customer call
 * it names its site, and `customer_id` must be the session's own (docs/decisions/accounts.md).
 */
export const getAllergenPass = defineRoute({
  operationId: "getAllergenPass",
  group: "pass",
  method: "GET",
  path: "/v1/pass/allergen_card",
  summary: "The signed-in customer's allergen card as an Apple Wallet pass",
  input: z.object({ site_id: idSchema, customer_id: idSchema.optional() }),
  output: z.string().describe("application/vnd.apple.pkpass"),
  auth: "customer",
  response: "raw",
  example: { site_id: "cedar-ridge" },
});

export const passRoutes = [getAllergenPass] as const;
