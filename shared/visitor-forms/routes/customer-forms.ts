import * as z from "zod";
import { customerScope } from "../../accounts/routes/customer-scope";
import { defineRoute } from "../../platform/api/route";
import { ON_THE_GO_MENU } from "../on-the-go-menu";
import { dietaryHealthSchema } from "../schemas/dietary-health";
import { createOnTheGoOrderSchema } from "../schemas/on-the-go";

const submitted = z.object({ id: z.string() });

export const submitHealthForm = defineRoute({
  operationId: "submitHealthForm",
  group: "customer",
  method: "POST",
  path: "/v1/customer/health_form",
  summary:
    "Food Allergy/Celiac Disease/Medical Diet Form: stored for the campus and mailed to its contact",
  input: dietaryHealthSchema.safeExtend(customerScope),
  output: submitted,
  auth: "customer",
  example: {
    site_id: "cedar-ridge",
    date: "2026-11-23",
    name: "Dana Example",
    email: "dana.example@example.edu",
    city: "Palo Verde",
    allergens: ["Peanuts"],
    consent: true,
  },
});

export const onTheGoOrderSchema = createOnTheGoOrderSchema(ON_THE_GO_MENU);

export const submitOnTheGoForm = defineRoute({
  operationId: "submitOnTheGoForm",
  group: "customer",
  method: "POST",
  path: "/v1/customer/on_the_go_form",
  summary: "On The Go food order request: stored for the campus and mailed to its contact",
  input: onTheGoOrderSchema.safeExtend(customerScope),
  output: submitted,
  auth: "customer",
  example: {
    site_id: "cedar-ridge",
    student_id: "S12345",
    name: "Dana Example",
    email: "dana.example@example.edu",
    entree: "Salad",
    plan: "Gold",
    pick_up: "11:30a - 12:00p",
  },
});

export const customerFormRoutes = [submitHealthForm, submitOnTheGoForm] as const;
