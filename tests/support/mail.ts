import { inject } from "vitest";
import { type SentMail, sentMail } from "./account-client";

export interface WaitForMailOptions {
  /** How many mails to `to` (that `match`) to wait for. */
  count?: number;
  match?: (mail: SentMail) => boolean;
  timeoutMs?: number;
}

/**
 * Customer mail goes out through the mail outbox (docs/decisions/mail-outbox.md): a request
 * records it, the stream worker sends it a moment later. Waits until the local SES emulator
 * holds `count` mails to `to`, and answers them all, oldest first; fails after `timeoutMs`.
 */
export async function waitForMail(
  to: string,
  options: WaitForMailOptions = {},
): Promise<SentMail[]> {
  const { count = 1, match = () => true, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await sentMail(to)).filter(match);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(
        `Waited ${timeoutMs} ms for ${count} mail(s) to ${to} at ${inject("mailUrl")}; ${mails.length} arrived`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
