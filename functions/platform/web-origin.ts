/**
 * The campus web origin links in mail point at (password reset, reservation cancel, order
 * mail). It comes from configuration only: the CDK app sets WEB_ORIGIN per stage, the local
 * stack sets it to its own address once it listens (so it is read per call, not cached at cold
 * start). A request's Host header is never used: a forged one would send links anywhere.
 */
export function configuredWebOrigin(): string | undefined {
  const value = process.env.WEB_ORIGIN?.trim();
  if (!value || !URL.canParse(value)) return undefined;
  return value.replace(/\/$/, "");
}
