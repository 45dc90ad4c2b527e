import { createHash } from "node:crypto";

/**
 * The one way the back end keeps a value it must recognise but never hold: the first 132 bits
 * of its SHA-256, base64url (client addresses, typed emails, card tokens, saved methods).
 */
export const shortHash = (value: string): string =>
  createHash("sha256").update(value).digest("base64url").slice(0, 22);
