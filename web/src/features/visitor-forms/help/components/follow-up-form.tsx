import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AnswerFollowUp,
  answerFollowUpSchema,
} from "@shared/visitor-forms/schemas/answer-follow-up";
import { useForm } from "react-hook-form";
import { buttonClassName } from "@/components/button-style";
import { sendFaqFollowUp } from "../api/faqs";
import { CaptchaField, useCaptcha } from "./captcha-field";

const FIELDS = [
  ["name", "Name", "input"],
  ["email", "Email", "input"],
  ["student_id", "Student ID", "input"],
  ["comments", "Comments", "textarea"],
] as const;

/** The answer follow-up (requirements: public-browsing §5): its four messages; a failure is silent (§8). */
export function FollowUpForm({ siteId, answerId }: { siteId: string; answerId: string }) {
  const form = useForm<AnswerFollowUp>({ resolver: zodResolver(answerFollowUpSchema) });
  const captcha = useCaptcha();
  const submit = form.handleSubmit(async (values) => {
    const altcha = captcha.take();
    if (!altcha) return;
    try {
      await sendFaqFollowUp({ site_id: siteId, answer_id: answerId, ...values, altcha });
      form.reset();
    } catch {
      // silent by the spec
    }
    captcha.next();
  });
  return (
    <form className="help-form" onSubmit={submit} noValidate aria-label="Ask us to follow up">
      <h3>Still need help?</h3>
      {FIELDS.map(([name, label, kind]) => {
        const id = `follow-up-${answerId}-${name}`;
        const error = form.formState.errors[name]?.message;
        const props = {
          id,
          className: "input",
          ...form.register(name),
          ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}),
        };
        return (
          <div key={name} className="form-field">
            <label htmlFor={id}>{label}</label>
            {kind === "textarea" ? <textarea rows={3} {...props} /> : <input {...props} />}
            {error ? (
              <p id={`${id}-error`} className="form-field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <CaptchaField siteId={siteId} captcha={captcha} />
      <button type="submit" className={buttonClassName()}>
        Send
      </button>
    </form>
  );
}
