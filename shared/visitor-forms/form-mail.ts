import type { MailText } from "./mail-text";
import type { DietaryHealthSubmission } from "./schemas/dietary-health";
import type { OnTheGoOrder } from "./schemas/on-the-go";

const lines = (rows: readonly [string, string][]): string =>
  rows.map(([label, value]) => `${label}: ${value === "" ? "-" : value}`).join("\n");

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const list = (values: readonly string[]) => values.join(", ");

/** The dietary health form as the campus contact reads it. */
export function healthFormMail(siteName: string, form: DietaryHealthSubmission): MailText {
  return {
    subject: `${siteName}: Food Allergy/Celiac Disease/Medical Diet Form from ${form.name}`,
    text: lines([
      ["Date", form.date],
      ["Name", form.name],
      ["Email", form.email],
      ["City", form.city],
      ["Allergens", list(form.allergens)],
      ["Other allergies", form.other_allergies],
      ["Prescribed an EpiPen", yesNo(form.epipen)],
      ["Carries epinephrine", yesNo(form.carries_epinephrine)],
      ["Celiac disease", yesNo(form.celiac)],
      ["Gluten intolerant", yesNo(form.gluten_intolerant)],
      ["Follows a gluten-free diet", yesNo(form.gf_diet)],
      ["Medical diet", yesNo(form.medical_diet)],
      ["Consent given", yesNo(form.consent)],
      ["Additional comments", form.additional_comments],
    ]),
  };
}

/** An On The Go order as the campus contact reads it. */
export function onTheGoMail(siteName: string, order: OnTheGoOrder): MailText {
  return {
    subject: `${siteName}: On The Go order from ${order.name}`,
    text: lines([
      ["Name", order.name],
      ["Student ID", order.student_id],
      ["Email", order.email],
      ["Meal plan", order.plan],
      ["Pick up", order.pick_up],
      ["Entree", order.entree],
      ["Base", order.base],
      ["Protein", order.protein],
      ["Cheese", order.cheese],
      ["Dressing/sauce", order.dressing_sauce],
      ["Add-ons", list(order.addons)],
      ["Sides", list(order.sides)],
      ["Drink", order.drink],
      ["Allergens", list(order.allergens)],
      ["Other allergies", order.other_allergies],
      ["Comments", order.comments],
    ]),
  };
}
