import type { Site } from "../../shared/site-content/schemas/site";
import type { MailText } from "../../shared/visitor-forms/mail-text";
import { logger } from "./logger";
import type { Mailer } from "./mailer";

/**
 * Visitor submissions go to the campus contact (site.email). They are stored before this is
 * called, so a mail failure is logged, not answered: the visitor would otherwise send the same
 * request twice (docs/decisions/visitor-forms.md).
 */
export async function mailCampusContact(
  mailer: Mailer,
  site: Site,
  mail: MailText,
  replyTo?: string,
): Promise<void> {
  if (!site.email) {
    logger.warn("campus has no contact email; submission stored only", { siteId: site.id });
    return;
  }
  try {
    await mailer.send({ to: [site.email], ...mail, ...(replyTo ? { replyTo } : {}) });
  } catch (error) {
    logger.error("campus mail failed", { siteId: site.id, error: error as Error });
  }
}
