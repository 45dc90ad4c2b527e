import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import {
  type CheckoutCustomerInput,
  createCheckoutCustomerSchema,
} from "../../../shared/purchase/schemas/checkout-customer";
import {
  createCheckoutCustomerInput,
  createCheckoutSettings,
  createStudentBlock,
} from "./fixtures";

// The React forms take these schemas through zodResolver: errors must land on the server-named
// fields, nested ones included, with the first message only.
describe("schemas through zodResolver", () => {
  const schema = createCheckoutCustomerSchema(createCheckoutSettings({ isParent: true }));
  const resolver = zodResolver(schema);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it("maps issues to field paths", async () => {
    const values = createCheckoutCustomerInput({
      first_name: "",
      student: createStudentBlock({ email: "mary@school.edu" }),
    }) as CheckoutCustomerInput;
    const result = await resolver(values, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.first_name?.message).toBe("First name is required");
    expect(result.errors.student?.email?.message).toBe(
      "The parent and student email addresses cannot match",
    );
  });

  it("returns the normalised values when valid", async () => {
    const values = createCheckoutCustomerInput({ student: createStudentBlock() });
    const result = await resolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ state: "MO", phone: "5551234567" });
  });
});
