import { Notice } from "./notice";

export interface FormResult {
  tone: "success" | "danger";
  text: string;
}

/**
 * A dismissible notice for the outcome of a form's request, or nothing. The Notice announces a
 * failure as an alert and a success politely.
 */
export function ResultNotice({
  result,
  onDismiss,
}: {
  result: FormResult | null;
  onDismiss: () => void;
}) {
  return result ? (
    <Notice tone={result.tone} onDismiss={onDismiss}>
      {result.text}
    </Notice>
  ) : null;
}
