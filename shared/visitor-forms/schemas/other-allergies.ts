import type * as z from "zod";
import { OTHER_PLEASE_SPECIFY } from "../../accounts/schemas/allergen-choices";

/**
 * "Other (Please specify)" asks for the allergy in words (requirements: purchases §3): the
 * dietary health and On The Go forms refuse the choice with the text left empty, on the text
 * field, so the form shows the message where the visitor types.
 */
export const otherAllergiesRequired =
  (message: string) =>
  (value: { allergens: readonly string[]; other_allergies: string }, ctx: z.RefinementCtx) => {
    if (value.allergens.includes(OTHER_PLEASE_SPECIFY) && value.other_allergies === "") {
      ctx.addIssue({ code: "custom", path: ["other_allergies"], message });
    }
  };
