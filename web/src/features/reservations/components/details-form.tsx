import { zodResolver } from "@hookform/resolvers/zod";
import { reservationSchema } from "@shared/domain/validation/forms/reservation";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { controlled } from "@/components/field-control";
import { TextField } from "@/components/text-field";

export type ReservationFormValues = z.output<typeof reservationSchema>;
type Input = z.input<typeof reservationSchema>;

interface DetailsFormProps {
  /** The wizard's choices and the signed-in customer's name and email. */
  defaults: Input;
  summary: string;
  onSubmit: (values: ReservationFormValues) => Promise<void>;
}

/** requirements: purchases §5 Reservation form: names required and alphabetic, email valid, notes optional. */
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
        <Controller
          control={form.control}
          name="first_name"
          render={(args) => (
            <TextField label="First name" autoComplete="given-name" {...controlled(args)} />
          )}
        />
        <Controller
          control={form.control}
          name="last_name"
          render={(args) => (
            <TextField label="Last name" autoComplete="family-name" {...controlled(args)} />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="email"
        render={(args) => (
          <TextField label="Email" type="email" autoComplete="email" {...controlled(args)} />
        )}
      />
      <Controller
        control={form.control}
        name="notes"
        render={(args) => (
          <TextField label="Notes (optional)" multiline rows={3} {...controlled(args)} />
        )}
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Reserving…">
        Reserve
      </Button>
    </form>
  );
}
