import * as z from "zod";
import { faqQuestionSchema } from "../shared/schemas/faq";
const s = z.object({ questions: z.array(faqQuestionSchema), one: faqQuestionSchema });
console.log(JSON.stringify(z.toJSONSchema(s, { io: "output", unrepresentable: "any", cycles: "ref", reused: "inline" }), null, 1).slice(0, 1500));
const named = faqQuestionSchema.meta({ id: "FaqQuestion" });
console.log(JSON.stringify(z.toJSONSchema(z.object({ q: z.array(named) }), { io: "output", unrepresentable: "any", cycles: "ref", reused: "inline" }), null, 1).slice(0, 600));
