import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateSessionSecret } from "../../functions/platform/session/signing-key";

/**
 * The local session signing key (never in the repository). `npm start` keeps it in
 * `.data/session-key` so sessions survive a restart; tests get a fresh in-memory key.
 */
export function localSessionSecret(dataDir: string | undefined): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (!dataDir) return generateSessionSecret();
  const file = join(dataDir, "session-key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = generateSessionSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
