import { zodResolver } from "@hookform/resolvers/zod";
import {
  CUSTOMER_RESIDENCES,
  createFeedbackSchema,
  FEEDBACK_CUSTOMER_TYPES,
} from "@shared/visitor-forms/schemas/feedback";
import { X } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useParams } from "react-router-dom";
import type { z } from "zod";
import { buttonClassName } from "@/components/button-style";
import { Icon } from "@/components/icon";
import { useCurrentSite } from "@/lib/current-site";
import { AltchaFormField } from "@/lib/forms/altcha-field";
import { SectionPage } from "@/lib/section-page";
import { sendFeedback, useFeedbackLocations } from "../api/feedback";

type FeedbackValues = z.input<ReturnType<typeof createFeedbackSchema>>;

const EMPTY = {
  first_name: "",
  last_name: "",
  email: "",
  student_id: "",
  location: "",
  comments: "",
  offers: "false",
  birthday: "",
  altcha: "",
} as const satisfies Partial<FeedbackValues>;

/** requirements: public-browsing §2 and §5 Feedback. A failed post shows nothing (§8). */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const locations = useFeedbackLocations(site.id).data?.locations ?? [];
  const schema = useMemo(
    () => createFeedbackSchema({ feedbackLocationIds: locations.map(({ id }) => id) }),
    [locations],
  );
  const form = useForm<FeedbackValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [thanks, setThanks] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const onPayload = useCallback((payload: string) => form.setValue("altcha", payload), [form]);
  const errors = form.formState.errors;
  const comments = form.watch("comments") ?? "";
  const rows = Math.min(6, Math.max(3, comments.split("\n").length));

  const submit = form.handleSubmit(async (values) => {
    try {
      await sendFeedback({ ...values, site_id: site.id });
      form.reset(EMPTY);
      setThanks(true);
    } catch {
      // silent by the spec
    }
    setCaptchaRound((round) => round + 1);
  });

  const field = (name: keyof FeedbackValues, label: string, input: React.ReactNode) => (
    <div className="form-field">
      <label htmlFor={`feedback-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <p id={`feedback-${name}-error`} className="form-field__error">
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  );
  const aria = (name: keyof FeedbackValues) => ({
    id: `feedback-${name}`,
    ...(errors[name] ? { "aria-invalid": true, "aria-describedby": `feedback-${name}-error` } : {}),
  });

  return (
    <SectionPage slug={section}>
      {thanks ? (
        <div className="alert alert--success" role="status">
          <p>Thank you for submitting your feedback!</p>
          <button
            type="button"
            className={buttonClassName({ variant: "ghost", size: "sm" })}
            onClick={() => setThanks(false)}
            aria-label="Dismiss"
          >
            <Icon icon={X} />
          </button>
        </div>
      ) : null}
      <form className="feedback-form" onSubmit={submit} noValidate>
        {field(
          "first_name",
          "First name *",
          <input
            className="input"
            autoComplete="given-name"
            {...aria("first_name")}
            {...form.register("first_name")}
          />,
        )}
        {field(
          "last_name",
          "Last name *",
          <input
            className="input"
            autoComplete="family-name"
            {...aria("last_name")}
            {...form.register("last_name")}
          />,
        )}
        {field(
          "email",
          "Email *",
          <input
            className="input"
            type="email"
            autoComplete="email"
            {...aria("email")}
            {...form.register("email")}
          />,
        )}
        {field(
          "student_id",
          "Campus ID",
          <input className="input" {...aria("student_id")} {...form.register("student_id")} />,
        )}
        {locations.length > 0
          ? field(
              "location",
              "Dining location *",
              <select className="input" {...aria("location")} {...form.register("location")}>
                <option value="">Select a location</option>
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>,
            )
          : null}
        <fieldset className="form-field">
          <legend>Residence *</legend>
          {CUSTOMER_RESIDENCES.map((residence) => (
            <label key={residence} className="choice">
              <input type="radio" value={residence} {...form.register("customer_residence")} />{" "}
              {residence}
            </label>
          ))}
          {errors.customer_residence ? (
            <p className="form-field__error">{errors.customer_residence.message}</p>
          ) : null}
        </fieldset>
        {field(
          "customer_type",
          "I am a *",
          <select className="input" {...aria("customer_type")} {...form.register("customer_type")}>
            <option value="">Select a customer type</option>
            {FEEDBACK_CUSTOMER_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>,
        )}
        {field(
          "comments",
          "Comments *",
          <textarea
            className="input"
            rows={rows}
            {...aria("comments")}
            {...form.register("comments")}
          />,
        )}
        <fieldset className="form-field">
          <legend>May we send you offers?</legend>
          <label className="choice">
            <input type="radio" value="true" {...form.register("offers")} /> Yes
          </label>
          <label className="choice">
            <input type="radio" value="false" {...form.register("offers")} /> No
          </label>
        </fieldset>
        {field(
          "birthday",
          "Birthday (MM/DD)",
          <input
            className="input"
            inputMode="numeric"
            placeholder="MM/DD"
            {...aria("birthday")}
            {...form.register("birthday")}
          />,
        )}
        <AltchaFormField
          siteId={site.id}
          resetKey={captchaRound}
          onPayload={onPayload}
          error={errors.altcha?.message}
        />
        <button type="submit" className={buttonClassName()}>
          Submit
        </button>
      </form>
    </SectionPage>
  );
}
