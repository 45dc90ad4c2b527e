import { describe, expect, it } from "vitest";
import { healthFormMail, onTheGoMail } from "../../../shared/visitor-forms/form-mail";
import { dietaryHealthSchema } from "../../../shared/visitor-forms/schemas/dietary-health";
import { createOnTheGoOrderSchema } from "../../../shared/visitor-forms/schemas/on-the-go";
import { createDietaryHealthInput, createOnTheGoInput } from "../validation/fixtures";

// The mails the campus contact gets from the dietary health and On The Go forms: one labelled
// line per field, "-" for a field left empty, Yes/No for the questions.

describe("the visitor forms' mails", () => {
  it("lay the dietary health form out line by line", () => {
    const form = dietaryHealthSchema.parse(
      createDietaryHealthInput({
        allergens: ["Peanuts", "Other (Please specify)"],
        other_allergies: "Kiwi",
      }),
    );
    const mail = healthFormMail("Cedar Ridge", form);
    expect(mail.subject).toBe(
      "Cedar Ridge: Food Allergy/Celiac Disease/Medical Diet Form from Ana Lopez",
    );
    expect(mail.text.split("\n")).toEqual([
      "Date: 2026-03-08",
      "Name: Ana Lopez",
      "Email: ana@school.edu",
      "City: San Diego",
      "Allergens: Peanuts, Other (Please specify)",
      "Other allergies: Kiwi",
      "Prescribed an EpiPen: Yes",
      "Carries epinephrine: Yes",
      "Celiac disease: No",
      "Gluten intolerant: No",
      "Follows a gluten-free diet: No",
      "Medical diet: No",
      "Consent given: Yes",
      "Additional comments: -",
    ]);
  });

  it("lay an On The Go order out, empty choices as -", () => {
    const order = createOnTheGoOrderSchema().parse(createOnTheGoInput());
    const mail = onTheGoMail("Cedar Ridge", order);
    expect(mail.subject).toBe("Cedar Ridge: On The Go order from Ana Lopez");
    expect(mail.text).toContain("Student ID: A1234\n");
    expect(mail.text).toContain("Cheese: -\n");
    expect(mail.text).toContain("Add-ons: -\nSides: Fruit\n");
    expect(mail.text).toContain("Allergens: Milk\nOther allergies: -\nComments: -");
  });
});
