import { zodResolver } from "@hookform/resolvers/zod";
import {
  type LabelReportForm as FormValues,
  labelReportFormSchema,
} from "@shared/menus/label-report";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import type { Message } from "@/components/toast";
import { ApiError } from "@/lib/api-client";
import { AltchaFormField } from "@/lib/forms/altcha-field";
import { FORM_FAILED } from "@/lib/forms/use-form-request";
import { reportLabel } from "../api/label-report";

/** Where the menu showed the dish: what the report names it by. */
export interface ReportedDish {
  siteId: string;
  locationId: string;
  date: string;
  periodId: string;
  itemId: string;
}

const EMPTY: FormValues = { text: "", email: "", altcha: "" };

/**
 * "Report a wrong label" (docs/decisions/allergen-labels.md): loaded only when a visitor opens
 * it, so the ALTCHA widget never weighs on the menu page. The campus's shared challenge and
 * the same zod schema as the Lambda; the answer's `msg` is shown either way.
 */
export function LabelReportForm({ dish, itemName }: { dish: ReportedDish; itemName: string }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm<FormValues, unknown, z.output<typeof labelReportFormSchema>>({
    resolver: zodResolver(labelReportFormSchema),
    defaultValues: EMPTY,
  });
  const onPayload = useCallback(
    (payload: string) => form.setValue("altcha", payload, { shouldValidate: payload !== "" }),
    [form],
  );
  const captchaError = form.formState.errors.altcha?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { msg } = await reportLabel({
        ...values,
        site_id: dish.siteId,
        location_id: dish.locationId,
        date: dish.date,
        period_id: dish.periodId,
        item_id: dish.itemId,
      });
      form.reset(EMPTY);
      setMessage({ text: msg, tone: "success" });
    } catch (error) {
      setMessage({
        text: error instanceof ApiError && error.isClientError ? error.msg : FORM_FAILED,
        tone: "danger",
      });
    } finally {
      // A solution is spent by its request: the next one needs a fresh challenge.
      form.setValue("altcha", "");
      setCaptchaRound((round) => round + 1);
    }
  });
  return (
    <form
      className="label-report"
      onSubmit={submit}
      noValidate
      aria-label={`Report a wrong label on ${itemName}`}
    >
      <p className="label-report__intro">
        Tell the campus dietitian what is wrong with this dish's label, for example an allergen it
        contains that is not listed.
      </p>
      <FormTextField control={form.control} name="text" label="What is wrong?" multiline rows={3} />
      <FormTextField
        control={form.control}
        name="email"
        label="Your email (optional, for a reply)"
        type="email"
        autoComplete="email"
      />
      <AltchaFormField
        siteId={dish.siteId}
        resetKey={captchaRound}
        onPayload={onPayload}
        error={captchaError}
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Sending…">
        Send report
      </Button>
      <FormStatus message={message} />
    </form>
  );
}
