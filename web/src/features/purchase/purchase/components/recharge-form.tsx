import { createRechargeAmountSchema } from "@shared/purchase/schemas/amounts";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { sectionSlugFor } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { sitePath } from "@/lib/url";
import { addRecharge, useQuickAdd } from "../api/recharge";
import { saveSelections } from "../lib/saved-selections";
import { RECHARGE_REFUSED } from "./recharge-tile";
import { useAction } from "./use-action";

/**
 * The home page's Recharge tile (requirements: purchases §5 Recharge amount): the amount form
 * for customer types offered declining balance, the refusal text for the others; after adding,
 * the purchase section.
 */
export function RechargeForm() {
  const site = useCurrentSite();
  const navigate = useNavigate();
  const { data, error: loadError } = useQuickAdd(site.id);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { error, run } = useAction();
  const slug = sectionSlugFor(site.section_list, "meal-plan-purchase");
  const chosen = typeId ?? data?.customer_type_id ?? "";
  const type = data?.customer_types.find((t) => t.id === chosen);
  const settings = data?.declining_balance ?? null;

  const submit = async () => {
    if (!settings || !type) return;
    const parsed = createRechargeAmountSchema({
      minimumCents: settings.minimum_purchase,
    }).safeParse({
      declining_balance_value: amount,
    });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    const added = await run(async () => {
      const { cart } = await addRecharge({
        site_id: site.id,
        declining_balance_value: parsed.data.declining_balance_value,
        db_id: settings.id,
        customer_type_id: type.id,
      });
      // The purchase page restores these, so it opens priced for the type chosen here.
      if (cart.selection) saveSelections(site.id, cart.selection);
    });
    if (added && slug) navigate(sitePath(site.slug, slug));
  };

  let body: ReactNode;
  if (loadError) body = <p role="alert">{RECHARGE_REFUSED}</p>;
  else if (!data) body = <p role="status">Loading</p>;
  else if (!settings || data.customer_types.length === 0) body = <p>{RECHARGE_REFUSED}</p>;
  else {
    body = (
      <form
        noValidate
        className="recharge-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={data.who_label || "I am a"}
          placeholder="Select one"
          options={data.customer_types.map((t) => ({ id: t.id, label: t.name }))}
          value={chosen}
          onChange={setTypeId}
        />
        {type && !type.allowed ? <p>{RECHARGE_REFUSED}</p> : null}
        {type?.allowed ? (
          <>
            <TextField
              label={`${settings.name} amount`}
              inputMode="decimal"
              value={amount}
              onChange={(next) => {
                setAmount(next);
                setFieldError(undefined);
              }}
              errorMessage={fieldError ?? error?.msg}
            />
            <Button type="submit">Add to cart</Button>
          </>
        ) : null}
      </form>
    );
  }

  return body;
}
