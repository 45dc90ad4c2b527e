import { cx } from "./class-names";
import type { Message } from "./toast";

/**
 * A form's result line under its submit button. The live region is always in the page, empty
 * until there is a result, because screen readers only announce changes to a region they
 * already know.
 */
export function FormStatus({ message }: { message: Message | null }) {
  return (
    <p className={cx("ui-form-status", message && `ui-form-status--${message.tone}`)} role="status">
      {message?.text ?? ""}
    </p>
  );
}
