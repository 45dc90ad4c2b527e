import { PROMO_CODE_MESSAGES } from "@shared/purchase/schemas/promo-code-form";
import { X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { Icon } from "@/components/icon";
import { TextField } from "@/components/text-field";
import { useAction } from "./use-action";

interface PromoBoxProps {
  applied: string | null;
  isDisabled?: boolean;
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** The promo code box: Apply, then the code as a removable tag; errors show inline (requirements: purchases §2, §5). */
export function PromoBox({ applied, isDisabled, onApply, onRemove }: PromoBoxProps) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { error, run } = useAction();
  if (applied) {
    return (
      <div className="promo-tag">
        <span>Promo code applied:</span>
        <Badge tone="success">{applied}</Badge>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={isDisabled}
          aria-label={`Remove promo code ${applied}`}
          onPress={() => run(onRemove)}
        >
          <Icon icon={X} />
        </Button>
        {error ? <p role="alert">{error.msg}</p> : null}
      </div>
    );
  }
  return (
    <form
      className="purchase-form-row"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (code.trim() === "") {
          setFieldError(PROMO_CODE_MESSAGES.required);
          return;
        }
        setFieldError(undefined);
        if (await run(() => onApply(code.trim()))) setCode("");
      }}
    >
      <TextField
        label="Promo code"
        value={code}
        isDisabled={isDisabled}
        onChange={(next) => {
          setCode(next);
          setFieldError(undefined);
        }}
        errorMessage={fieldError ?? error?.msg}
      />
      <Button type="submit" variant="secondary" isDisabled={isDisabled}>
        Apply
      </Button>
    </form>
  );
}
