import { NOTICE_MS, Notice, type NoticeTone } from "./notice";

/** A result to tell the user: its text and tone. */
export interface Message {
  text: string;
  tone: NoticeTone;
}

/**
 * A notice at the top centre of the screen that goes away by itself after 3000 ms (the spec's
 * toast timeout). Failures are announced at once, successes politely.
 */
export function Toast({ message, onDone }: { message: Message; onDone: () => void }) {
  return (
    <Notice
      tone={message.tone}
      placement="toast"
      onDismiss={onDone}
      autoDismissMs={NOTICE_MS}
      hideDismissButton
    >
      {message.text}
    </Notice>
  );
}
