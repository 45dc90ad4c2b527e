import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { Checkbox } from "@/components/checkbox";
import { CheckboxGroup } from "@/components/checkbox-group";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormCheckboxGroup } from "@/components/form-checkbox-group";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";

/** The texts an element's aria-describedby points at, in order. */
function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

const COLOURS = [
  { id: "red", label: "Red" },
  { id: "green", label: "Green" },
  { id: "blue", label: "Blue", isDisabled: true },
];

describe("TextField", () => {
  it("names the input by its label and reads the description with it", () => {
    render(<TextField label="Promo code" description="Printed on your flyer." />);
    const input = screen.getByRole("textbox", { name: "Promo code" });
    expect(description(input)).toBe("Printed on your flyer.");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("marks the input invalid and reads the error after the description", () => {
    render(
      <TextField
        label="Promo code"
        description="Printed on your flyer."
        errorMessage="A promo code is required"
      />,
    );
    const input = screen.getByRole("textbox", { name: "Promo code" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toBe("Printed on your flyer. | A promo code is required");
  });

  it("types into the input and reports each value", async () => {
    const onChange = vi.fn();
    render(<TextField label="Notes" multiline onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Notes" }), "Hi");
    expect(screen.getByRole("textbox", { name: "Notes" }).tagName).toBe("TEXTAREA");
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(["H", "Hi"]);
  });
});

describe("SelectField", () => {
  it("opens from the keyboard, moves with the arrows, skips a disabled option and chooses with Enter", async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Colour" placeholder="Select one" options={COLOURS} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole("button", { name: /Colour/ });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toContain("Select one");
    await user.keyboard("{ArrowDown}");
    const listbox = screen.getByRole("listbox");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Red",
      "Green",
      "Blue",
    ]);
    expect(screen.getByRole("option", { name: "Blue" }).getAttribute("aria-disabled")).toBe("true");
    expect(listbox.contains(document.activeElement)).toBe(true);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("green");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("announces its error with the trigger", () => {
    render(<SelectField label="Colour" options={COLOURS} errorMessage="Please choose a colour" />);
    const trigger = screen.getByRole("button", { name: /Colour/ });
    expect(description(trigger)).toContain("Please choose a colour");
  });
});

describe("Checkbox", () => {
  it("toggles with Space and reads its description and error", async () => {
    const onChange = vi.fn();
    render(
      <Checkbox description="We send one a week." errorMessage="Please agree" onChange={onChange}>
        Send me the newsletter
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "Send me the newsletter" });
    expect(description(box)).toBe("We send one a week. | Please agree");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("is one labelled group of boxes in CheckboxGroup", async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        label="Allergens"
        options={[
          { id: "milk", label: "Milk" },
          { id: "egg", label: "Egg" },
        ]}
        value={["egg"]}
        onChange={onChange}
        errorMessage="Pick at least one"
      />,
    );
    const group = screen.getByRole("group", { name: "Allergens" });
    expect(description(group)).toContain("Pick at least one");
    await userEvent.click(screen.getByRole("checkbox", { name: "Milk" }));
    expect(onChange).toHaveBeenCalledWith(["egg", "milk"]);
  });
});

const kitSchema = z.object({
  name: z.string().min(1, "Name is required"),
  colour: z.string().min(1, "Please choose a colour"),
  terms: z.boolean().refine((accepted) => accepted, "Please accept"),
  allergens: z.array(z.string()).min(1, "Pick at least one"),
});
type Values = z.output<typeof kitSchema>;

/** The form-* fields in one react-hook-form with a zod resolver, as the app's forms use them. */
function KitForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(kitSchema),
    defaultValues: { name: "", colour: "", terms: false, allergens: [] },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="name" label="Name" />
      <FormSelectField control={control} name="colour" label="Colour" options={COLOURS} />
      <FormCheckbox control={control} name="terms">
        I accept
      </FormCheckbox>
      <FormCheckboxGroup
        control={control}
        name="allergens"
        label="Allergens"
        options={[
          { id: "milk", label: "Milk" },
          { id: "egg", label: "Egg" },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe("form-* fields", () => {
  it("show each zod message on its own field and focus the first invalid one", async () => {
    const onSubmit = vi.fn();
    render(<KitForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toBe("Name is required");
    expect(description(screen.getByRole("button", { name: /Colour/ }))).toBe(
      "Please choose a colour",
    );
    expect(description(screen.getByRole("checkbox", { name: "I accept" }))).toBe("Please accept");
    expect(description(screen.getByRole("group", { name: "Allergens" }))).toBe("Pick at least one");
    // Fixing a field clears its message once the form validates again.
    await user.type(name, "Ana");
    expect(description(name)).toBe("");
  });

  it("carry what was typed, chosen and ticked to the form's submit", async () => {
    const onSubmit = vi.fn();
    render(<KitForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ana");
    await user.tab();
    await user.keyboard("{ArrowDown}{Enter}");
    // The list closes and react-aria puts focus back on its button in the next frame.
    const colour = screen.getByRole("button", { name: /Colour/ });
    await waitFor(() => expect(document.activeElement).toBe(colour));
    expect(colour.textContent).toContain("Red");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "I accept" }));
    await user.keyboard(" ");
    await user.click(screen.getByRole("checkbox", { name: "Egg" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Ana",
      colour: "red",
      terms: true,
      allergens: ["egg"],
    });
  });
});
