/**
 * A small iCalendar (RFC 5545) writer: content lines, TEXT escaping, 75-octet folding and the
 * date-time forms the feeds use. Hand-written rather than a library: the feeds need a dozen
 * properties, and the one part a library would really save (VTIMEZONE) none of the small ones
 * builds from the platform's own zone data (ical-timezone.ts does). docs/open-data.md.
 */

/** A property: `name`, optional `;PARAM=value` pairs, and its value, already in iCal form. */
export interface ICalProperty {
  name: string;
  params?: Readonly<Record<string, string>>;
  value: string;
}

/** A component (VCALENDAR, VEVENT, VTIMEZONE, STANDARD...) with properties, then subcomponents. */
export interface ICalComponent {
  name: string;
  properties: readonly (ICalProperty | null)[];
  components?: readonly ICalComponent[];
}

/** RFC 5545 section 3.1: a content line is at most 75 octets, line break excluded. */
export const MAX_LINE_OCTETS = 75;
export const CRLF = "\r\n";

/**
 * RFC 5545 section 3.3.11 TEXT: backslash, semicolon and comma are escaped, a line break is `\n`.
 * Other control characters are not allowed in TEXT (section 3.1 CONTROL), so they are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters TEXT forbids
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/**
 * A parameter value (section 3.2): quoted when it holds `:`, `;` or `,`; a double quote cannot appear
 * even quoted, so it is dropped, as are control characters.
 */
export function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters section 3.1 forbids
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();
const octets = (text: string): number => encoder.encode(text).length;

/**
 * Folds one content line (section 3.1): after at most 75 octets a CRLF and one space, never inside a
 * UTF-8 character (a code point is kept whole, so the first piece may be shorter).
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const pieces: string[] = [];
  let piece = "";
  let size = 0;
  // Continuation lines start with the space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const width = octets(char);
    if (size + width > limit) {
      pieces.push(piece);
      piece = "";
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    piece += char;
    size += width;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** One property as a content line, unfolded. */
export function contentLine(property: ICalProperty): string {
  const params = Object.entries(property.params ?? {})
    .map(([name, value]) => `;${name}=${paramValue(value)}`)
    .join("");
  return `${property.name}${params}:${property.value}`;
}

function componentLines(component: ICalComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.filter((p): p is ICalProperty => p !== null).map(contentLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The iCalendar stream of one component (a VCALENDAR): folded lines, each ending in CRLF. */
export function writeICalendar(calendar: ICalComponent): string {
  return componentLines(calendar)
    .map((line) => `${foldLine(line)}${CRLF}`)
    .join("");
}

/** A TEXT property; null (left out) when the text is empty. */
export function textProperty(name: string, value: string | null | undefined): ICalProperty | null {
  const text = value?.trim();
  return text ? { name, value: escapeText(text) } : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** DATE-TIME in UTC form (section 3.3.5 form 2): `20260315T180000Z`, whole seconds. */
export function utcDateTime(instant: Date | number): string {
  const date = new Date(typeof instant === "number" ? instant : instant.getTime());
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** Wall-clock DATE-TIME without zone (section 3.3.5 forms 1 and 3): `20260315T180000`. */
export function localDateTime(parts: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}): string {
  return (
    `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}` +
    `T${pad(parts.hour)}${pad(parts.minute)}${pad(parts.second ?? 0)}`
  );
}
