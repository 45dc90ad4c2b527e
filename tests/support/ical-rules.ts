import ICAL from "ical.js";

/**
 * RFC 5545 rules an iCalendar stream must keep, checked on the text itself (independently of
 * the writer): CRLF line ends, 75-octet lines, balanced components, the properties each
 * component requires, TZIDs that name a VTIMEZONE of the stream, DTSTAMP in UTC form and TEXT
 * values without an unescaped comma or semicolon. Returns what is wrong; empty when valid.
 */
export function icalRuleProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n")) problems.push("the stream does not end with CRLF");
  const physical = text.split("\r\n").slice(0, -1);
  physical.forEach((line, index) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} holds a bare CR or LF`);
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) problems.push(`line ${index + 1} is ${octets} octets long`);
  });
  // Unfold: a line starting with a space or tab continues the previous one.
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  interface Node {
    name: string;
    props: { name: string; params: Record<string, string>; value: string }[];
    children: Node[];
  }
  const root: Node = { name: "", props: [], children: [] };
  const stack: Node[] = [root];
  for (const line of lines) {
    const colon = contentColon(line);
    if (colon < 0) {
      problems.push(`"${line}" is no content line`);
      continue;
    }
    const [name = "", ...paramParts] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    const top = stack[stack.length - 1] as Node;
    if (name === "BEGIN") {
      const node: Node = { name: value, props: [], children: [] };
      top.children.push(node);
      stack.push(node);
    } else if (name === "END") {
      if (top.name !== value) problems.push(`END:${value} closes ${top.name || "nothing"}`);
      stack.pop();
    } else {
      const params = Object.fromEntries(
        paramParts.map((part) => {
          const [key = "", ...rest] = part.split("=");
          return [key, rest.join("=").replace(/^"|"$/g, "")];
        }),
      );
      top.props.push({ name, params, value });
    }
  }
  if (stack.length !== 1) problems.push("a component is never closed");
  const calendars = root.children;
  if (calendars.length !== 1 || calendars[0]?.name !== "VCALENDAR") {
    problems.push("the stream is not one VCALENDAR");
    return problems;
  }
  const calendar = calendars[0];
  const once = (node: Node, name: string) => {
    const count = node.props.filter((p) => p.name === name).length;
    if (count !== 1) problems.push(`${node.name} has ${count} ${name}`);
  };
  once(calendar, "VERSION");
  once(calendar, "PRODID");
  if (calendar.props.find((p) => p.name === "VERSION")?.value !== "2.0") {
    problems.push("VERSION is not 2.0");
  }
  const zones = new Set<string>();
  for (const zone of calendar.children.filter((c) => c.name === "VTIMEZONE")) {
    once(zone, "TZID");
    zones.add(zone.props.find((p) => p.name === "TZID")?.value ?? "");
    const observances = zone.children.filter((c) => ["STANDARD", "DAYLIGHT"].includes(c.name));
    if (observances.length === 0) problems.push("a VTIMEZONE has no STANDARD or DAYLIGHT");
    for (const observance of observances) {
      for (const name of ["DTSTART", "TZOFFSETFROM", "TZOFFSETTO"]) once(observance, name);
      for (const p of observance.props) {
        if (p.name.startsWith("TZOFFSET") && !/^[+-]\d{4}(\d{2})?$/.test(p.value)) {
          problems.push(`${p.name}:${p.value} is no UTC offset`);
        }
        if (p.name === "DTSTART" && !/^\d{8}T\d{6}$/.test(p.value)) {
          problems.push(`an observance's DTSTART ${p.value} is not local time`);
        }
      }
    }
  }
  const uids = new Set<string>();
  for (const event of calendar.children.filter((c) => c.name === "VEVENT")) {
    for (const name of ["UID", "DTSTAMP", "DTSTART"]) once(event, name);
    const uid = event.props.find((p) => p.name === "UID")?.value ?? "";
    if (uids.has(uid)) problems.push(`UID ${uid} repeats`);
    uids.add(uid);
    const stamp = event.props.find((p) => p.name === "DTSTAMP")?.value ?? "";
    if (!/^\d{8}T\d{6}Z$/.test(stamp)) problems.push(`DTSTAMP ${stamp} is not in UTC form`);
    for (const p of event.props) {
      const tzid = p.params.TZID;
      if (tzid !== undefined && !zones.has(tzid)) problems.push(`TZID ${tzid} names no VTIMEZONE`);
      if (["SUMMARY", "DESCRIPTION", "LOCATION"].includes(p.name) && !textEscaped(p.value)) {
        problems.push(`${p.name} has an unescaped , ; or backslash`);
      }
    }
  }
  return problems;
}

/** The colon ending a line's name and parameters (a quoted parameter may hold one). */
function contentColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) return i;
  }
  return -1;
}

/** TEXT: `,` and `;` only after a backslash, and a backslash only before \ ; , n or N. */
function textEscaped(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === "\\") {
      if (!/[\\;,nN]/.test(value[i + 1] ?? "")) return false;
      i++;
    } else if (char === "," || char === ";") return false;
  }
  return true;
}

/** The stream's events as ical.js reads them, with its VTIMEZONEs registered. */
export function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tz = new ICAL.Timezone(zone);
    // The stream's own definition, not one ical.js may carry: what a client without zone data sees.
    ICAL.TimezoneService.register(tz, tz.tzid);
  }
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}
