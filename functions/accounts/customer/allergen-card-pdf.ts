import type { PDFFont } from "pdf-lib";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { Site } from "../../../shared/site-content/schemas/site";
import { finishCard, printable, startCard } from "./card-pdf";

// A wallet-sized card (85.6 mm x 54 mm, ID-1) at 72 points per inch, printed at 2x for legibility.
const WIDTH = 486;
const HEIGHT = 306;
const MARGIN = 24;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The signed-in customer's allergen card: name, allergens and emergency contact. */
export async function allergenCardPdf(
  site: Site,
  customer: Customer,
  now: Date,
): Promise<Uint8Array> {
  const name = printable(`${customer.first_name} ${customer.last_name}`);
  const card = await startCard({
    site,
    width: WIDTH,
    height: HEIGHT,
    margin: MARGIN,
    title: `Allergen card: ${name}`,
    heading: `${site.name} Allergen Card`,
    now,
  });
  const { page, regular, bold } = card;
  let y = HEIGHT - 84;
  const line = (label: string, value: string, size = 12) => {
    for (const [index, text] of wrap(
      printable(value),
      regular,
      size,
      WIDTH - 2 * MARGIN - 130,
    ).entries()) {
      if (index === 0) page.drawText(label, { x: MARGIN, y, size, font: bold });
      page.drawText(text, { x: MARGIN + 130, y, size, font: regular });
      y -= size + 6;
    }
  };
  const allergens = customer.allergens
    .map((allergen) =>
      allergen === "Other" && customer.custom_allergen
        ? `Other: ${customer.custom_allergen}`
        : allergen,
    )
    .join(", ");
  line("Name", name);
  line("Allergens", allergens || "None listed");
  line(
    "Epinephrine",
    customer.carries_epinephrine ? "Carries epinephrine" : "Does not carry epinephrine",
  );
  line("Emergency contact", customer.contact_name || "Not set");
  line("Contact number", formatPhone(customer.contact_number) || "Not set");
  return finishCard(card);
}

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`
    : digits;
