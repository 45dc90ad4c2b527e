/**
 * The one range of a `Range: bytes=...` header, as S3 answers it: `start-end`, `start-` or the
 * last `-n` bytes, clamped to the object. Several ranges at once are served whole (200), which
 * HTTP allows; a range past the end is unsatisfiable (416). Undefined: no usable range.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}
