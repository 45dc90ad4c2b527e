import { zodResolver } from "@hookform/resolvers/zod";
import { reservationSchema } from "@shared/reservations/schemas/reservation-form";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormTextField } from "@/components/form-text-field";
import { FullNameFields } from "@/lib/forms/contact-fields";

export type ReservationFormValues = z.output<typeof reservationSchema>;
type Input = z.input<typeof reservationSchema>;

interface DetailsFormProps {
  /** The wizard's choices and the signed-in customer's name and email. */
  defaults: Input;
  summary: string;
  onSubmit: (values: ReservationFormValues) => Promise<void>;
}

/** The reservation's details: names required and alphabetic, the account's email, notes optional. */
export function DetailsForm({ defaults, summary, onSubmit }: DetailsFormProps) {
  const form = useForm<Input, unknown, ReservationFormValues>({
    resolver: zodResolver(reservationSchema),
    defaultValues: defaults,
  });
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label="Reservation details"
      className="reservation-details"
    >
      <p className="reservation-summary">{summary}</p>
      <div className="reservation-details__grid">
        <FullNameFields control={form.control} />
      </div>
      {/* The account's own address, shown but not editable: reservation mail goes only there
          (docs/decisions/reservations.md "Who reservation mail goes to"). */}
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        isReadOnly
        description="Your confirmation is sent to your account's email address."
      />
      <FormTextField
        control={form.control}
        name="notes"
        label="Notes (optional)"
        multiline
        rows={3}
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Reserving…">
        Reserve
      </Button>
    </form>
  );
}
