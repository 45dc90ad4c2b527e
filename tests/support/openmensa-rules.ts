import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * The rules of OpenMensa's feed schema, version 2 (open-mensa-v2.xsd, read from OpenMensa's
 * published schema and https://doc.openmensa.org/feed/v2/), written out as checks: element
 * names and their order, occurrence counts, required and allowed attributes, the date pattern,
 * the 1..250 character names and notes, price roles and numbers. Returns what breaks them.
 */

export const NAMESPACE = "http://openmensa.org/open-mensa-v2";
const PRICE_ROLES = new Set(["pupil", "student", "employee", "other"]);
const WEEKDAYS = new Set([
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
]);

interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
}

type Ordered = Record<string, unknown>[];

function toElements(nodes: Ordered): Element[] {
  const out: Element[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ":@");
    if (!name || name === "#text" || name.startsWith("?")) continue;
    const raw = (node[":@"] ?? {}) as Record<string, string>;
    const attributes = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key.replace(/^@_/, ""), String(value)]),
    );
    const inner = node[name] as Ordered;
    const text = inner
      .filter((child) => "#text" in child)
      .map((child) => String(child["#text"]))
      .join("");
    out.push({ name, attributes, children: toElements(inner), text });
  }
  return out;
}

const length = (text: string) => [...text].length;
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function openMensaProblems(xml: string): string[] {
  const problems: string[] = [];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg}`];
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
  });
  const roots = toElements(parser.parse(xml) as Ordered);
  const root = roots[0];
  if (roots.length !== 1 || root?.name !== "openmensa") return ["the root is not one openmensa"];

  const attributesOnly = (element: Element, allowed: string[], required: string[] = []) => {
    for (const name of Object.keys(element.attributes)) {
      if (!allowed.includes(name) && !name.startsWith("xmlns") && !name.startsWith("xsi:")) {
        problems.push(`${element.name} has the undeclared attribute ${name}`);
      }
    }
    for (const name of required) {
      if (!(name in element.attributes)) problems.push(`${element.name} lacks ${name}`);
    }
  };
  const noText = (element: Element) => {
    if (element.text.trim() !== "") problems.push(`${element.name} holds text`);
  };
  /** `order` lists the allowed children in schema order with their most occurrences. */
  const sequence = (element: Element, order: [string, number][]) => {
    let position = 0;
    const counts = new Map<string, number>();
    for (const child of element.children) {
      const index = order.findIndex(([name]) => name === child.name);
      if (index < 0) problems.push(`${child.name} is not allowed in ${element.name}`);
      else if (index < position) problems.push(`${child.name} is out of order in ${element.name}`);
      else position = index;
      counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
    }
    for (const [name, most] of order) {
      if ((counts.get(name) ?? 0) > most) problems.push(`${element.name} has too many ${name}`);
    }
  };
  const limited = (what: string, text: string, min: number, max: number) => {
    if (length(text) < min || length(text) > max) {
      problems.push(`${what} is ${length(text)} characters (${min}..${max})`);
    }
  };

  if (root.attributes.xmlns !== NAMESPACE) problems.push("openmensa is not in the v2 namespace");
  attributesOnly(root, ["version"], ["version"]);
  if (!["2.0", "2.1"].includes(root.attributes.version ?? "")) {
    problems.push(`version ${root.attributes.version} is neither 2.0 nor 2.1`);
  }
  noText(root);
  sequence(root, [
    ["version", 1],
    ["canteen", 1],
  ]);
  const canteens = root.children.filter((child) => child.name === "canteen");
  if (canteens.length !== 1) problems.push("openmensa needs exactly one canteen");
  for (const version of root.children.filter((child) => child.name === "version")) {
    limited("the parser version", version.text, 0, 63);
  }
  for (const canteen of canteens) {
    attributesOnly(canteen, []);
    noText(canteen);
    sequence(canteen, [
      ["name", 1],
      ["address", 1],
      ["city", 1],
      ["phone", 1],
      ["email", 1],
      ["location", 1],
      ["availability", 1],
      ["times", 1],
      ["feed", Number.POSITIVE_INFINITY],
      ["day", Number.POSITIVE_INFINITY],
    ]);
    for (const child of canteen.children) {
      if (["name", "address", "city", "phone", "email", "availability"].includes(child.name)) {
        attributesOnly(child, []);
        if (child.children.length > 0) problems.push(`${child.name} holds elements`);
      }
      if (child.name === "availability" && !["public", "restricted"].includes(child.text)) {
        problems.push(`availability ${child.text} is neither public nor restricted`);
      }
      if (child.name === "location") {
        attributesOnly(child, ["latitude", "longitude"], ["latitude", "longitude"]);
        for (const name of ["latitude", "longitude"]) {
          if (!FLOAT.test(child.attributes[name] ?? ""))
            problems.push(`location ${name} is no float`);
        }
      }
      if (child.name === "times") {
        attributesOnly(child, ["type"], ["type"]);
        if (child.attributes.type !== "opening") problems.push("times type is not opening");
        sequence(child, [
          ["open", 7],
          ["closed", 7],
        ]);
        for (const day of child.children) {
          const open = day.name === "open";
          attributesOnly(
            day,
            open ? ["weekday", "time"] : ["weekday"],
            open ? ["weekday", "time"] : ["weekday"],
          );
          if (!WEEKDAYS.has(day.attributes.weekday ?? "")) problems.push("times names no weekday");
          if (open && !/^\d\d:\d\d-\d\d:\d\d$/.test(day.attributes.time ?? "")) {
            problems.push(`open time ${day.attributes.time} is not HH:mm-HH:mm`);
          }
        }
      }
      if (child.name === "day") checkDay(child);
    }
  }

  function checkDay(day: Element) {
    attributesOnly(day, ["date"], ["date"]);
    noText(day);
    if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day.attributes.date ?? "")) {
      problems.push(`day date ${day.attributes.date} is not YYYY-MM-DD`);
    }
    const names = new Set(day.children.map((child) => child.name));
    const closed = day.children.filter((child) => child.name === "closed");
    const categories = day.children.filter((child) => child.name === "category");
    // A choice: exactly one empty closed, or one or more categories, and nothing else.
    if ([...names].some((name) => name !== "closed" && name !== "category")) {
      problems.push(`day ${day.attributes.date} holds something other than closed or category`);
    }
    if (closed.length > 0 && categories.length > 0) {
      problems.push(`day ${day.attributes.date} is both closed and serving`);
    }
    if (closed.length > 1) problems.push(`day ${day.attributes.date} is closed twice`);
    if (closed.length === 0 && categories.length === 0) {
      problems.push(`day ${day.attributes.date} is empty`);
    }
    for (const mark of closed) {
      attributesOnly(mark, []);
      if (mark.text !== "" || mark.children.length > 0) problems.push("closed is not empty");
    }
    for (const category of categories) {
      attributesOnly(category, ["name"], ["name"]);
      noText(category);
      limited("a category name", category.attributes.name ?? "", 1, 250);
      sequence(category, [["meal", Number.POSITIVE_INFINITY]]);
      const meals = category.children.filter((child) => child.name === "meal");
      if (meals.length === 0) problems.push(`category ${category.attributes.name} has no meal`);
      for (const meal of meals) checkMeal(meal);
    }
  }

  function checkMeal(meal: Element) {
    attributesOnly(meal, []);
    noText(meal);
    sequence(meal, [
      ["name", 1],
      ["note", Number.POSITIVE_INFINITY],
      ["price", Number.POSITIVE_INFINITY],
    ]);
    if (meal.children[0]?.name !== "name") problems.push("a meal does not start with its name");
    const roles = new Set<string>();
    for (const child of meal.children) {
      if (child.name === "name" || child.name === "note") {
        attributesOnly(child, []);
        if (child.children.length > 0) problems.push(`${child.name} holds elements`);
        limited(`a meal ${child.name}`, child.text, 1, 250);
      }
      if (child.name === "price") {
        attributesOnly(child, ["role"], ["role"]);
        const role = child.attributes.role ?? "";
        if (!PRICE_ROLES.has(role)) problems.push(`price role ${role} is unknown`);
        if (roles.has(role)) problems.push(`a meal has two ${role} prices`);
        roles.add(role);
        if (!/^\d+\.\d{2}$/.test(child.text)) problems.push(`price ${child.text} is not 0.00`);
      }
    }
  }

  return problems;
}
