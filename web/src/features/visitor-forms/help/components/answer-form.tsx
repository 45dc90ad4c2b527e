import { zodResolver } from "@hookform/resolvers/zod";
import type { FaqAnswer, FaqFormElement } from "@shared/visitor-forms/schemas/faq";
import {
  createHelpAnswerSchema,
  type HelpAnswerValues,
  helpElementKey,
  toHelpAnswerSubmission,
} from "@shared/visitor-forms/schemas/help-answer";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClassName } from "@/components/button-style";
import { type Message, Toast } from "@/components/toast";
import { sendFaqAnswerForm } from "../api/faqs";
import { CaptchaField, useCaptcha } from "./captcha-field";

function Element({
  element,
  form,
}: {
  element: FaqFormElement;
  form: ReturnType<typeof useForm<HelpAnswerValues>>;
}) {
  const key = helpElementKey(element.id);
  const error = form.formState.errors[key]?.message;
  const errorId = `${key}-error`;
  const described = error ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  const label = `${element.label}${element.required ? " *" : ""}`;
  const control =
    element.type === "input" ? (
      <input id={key} className="input" {...form.register(key)} {...described} />
    ) : element.type === "textarea" ? (
      <textarea id={key} className="input" rows={3} {...form.register(key)} {...described} />
    ) : null;
  return (
    <div className="form-field">
      {control ? (
        <>
          <label htmlFor={key}>{label}</label>
          {control}
        </>
      ) : (
        <fieldset {...described}>
          <legend>{label}</legend>
          {element.options.map((option) => (
            <label key={option} className="choice">
              <input
                type={element.type === "checkboxes" ? "checkbox" : "radio"}
                value={option}
                {...form.register(key)}
              />{" "}
              {option}
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p id={errorId} className="form-field__error">
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}

/** An answer's form (requirements: public-browsing §4 Help answer form): success clears it, both notify. */
export function AnswerForm({ siteId, answer }: { siteId: string; answer: FaqAnswer }) {
  const elements = answer.form?.elements ?? [];
  const schema = useMemo(() => createHelpAnswerSchema(elements), [elements]);
  const form = useForm<HelpAnswerValues>({ resolver: zodResolver(schema) as never });
  const [notice, setNotice] = useState<Message | null>(null);
  const captcha = useCaptcha();
  const submit = form.handleSubmit(async (values) => {
    const altcha = captcha.take();
    if (!altcha) return;
    const list = toHelpAnswerSubmission(elements, values).map(({ id, value, valid }) => ({
      id: String(id),
      value,
      valid,
    }));
    try {
      await sendFaqAnswerForm({
        site_id: siteId,
        answer_id: answer.id,
        form: list,
        altcha,
      });
      form.reset();
      setNotice({ text: "Thank you — your request has been sent.", tone: "success" });
    } catch {
      setNotice({
        text: "Sorry — we were unable to process your request at this time.",
        tone: "danger",
      });
    }
    captcha.next();
  });
  return (
    <form className="help-form" onSubmit={submit} noValidate>
      {elements.map((element) => (
        <Element key={element.id} element={element} form={form} />
      ))}
      <CaptchaField siteId={siteId} captcha={captcha} />
      <button type="submit" className={buttonClassName()}>
        Submit
      </button>
      {notice ? <Toast message={notice} onDone={() => setNotice(null)} /> : null}
    </form>
  );
}
