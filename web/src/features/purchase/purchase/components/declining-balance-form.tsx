import { dollarsStringToCents } from "@shared/platform/validation/amount";
import type { DecliningBalanceSettings } from "@shared/visitor-forms/schemas/order-form-settings";
import { useState } from "react";
import { Button } from "@/components/button";
import { TextField } from "@/components/text-field";
import { useAction } from "./use-action";

// The shared schema brings zod (~95 KB before compression): loaded with the first amount added
// rather than with the purchase page (docs/decisions/web-first-paint.md).
const loadAmountRules = () => import("@shared/purchase/schemas/amounts");

interface DecliningBalanceFormProps {
  settings: DecliningBalanceSettings;
  /** Declining balance of this kind already in the cart; it counts towards the minimum. */
  cartAmountCents: number;
  label?: string;
  onAdd: (value: string) => Promise<unknown>;
}

/**
 * The declining-balance amount box (requirements: purchases §5): the shared schema and minimum
 * rule check it here, the server checks it again and prices it.
 */
export function DecliningBalanceForm({
  settings,
  cartAmountCents,
  label,
  onAdd,
}: DecliningBalanceFormProps) {
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { error, run } = useAction();

  const submit = async () => {
    const amounts = await loadAmountRules().catch(() => undefined);
    if (!amounts) {
      // The rules' chunk did not load (offline, or replaced by a deploy): the form's error line
      // says so, as for a failed cart call, and the next submit asks for it again.
      await run(() => Promise.reject(new Error("amount rules did not load")));
      return;
    }
    const { createDecliningBalanceAmountSchema, decliningBalanceMinimumError } = amounts;
    const parsed = createDecliningBalanceAmountSchema({ name: settings.name }).safeParse({
      declining_balance_value: value,
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    const amount = parsed.data.declining_balance_value;
    const minimum = decliningBalanceMinimumError({
      amountCents: dollarsStringToCents(amount),
      cartAmountCents,
      minimumCents: settings.minimum_purchase,
    });
    setFieldError(minimum ?? undefined);
    if (minimum) return;
    if (await run(() => onAdd(amount))) setValue("");
  };

  return (
    <form
      className="purchase-form-row"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={label ?? `${settings.name} amount`}
        inputMode="decimal"
        value={value}
        onChange={(next) => {
          setValue(next);
          setFieldError(undefined);
        }}
        errorMessage={fieldError ?? error?.fields.declining_balance_value ?? error?.msg}
      />
      <Button type="submit">Add {settings.name} to cart</Button>
    </form>
  );
}
