import { createRequire } from "node:module";
import type * as PdfLib from "pdf-lib";
import type { PDFFont } from "pdf-lib";
import type { Customer } from "../../shared/api/routes/customer-schemas";
import type { Site } from "../../shared/schemas/site";

/**
 * pdf-lib is ~400 KB: it comes from a Lambda layer (infra/bundling.ts groupLayerLibraries) and
 * is required on the first card only. esbuild leaves a `createRequire(...)` call unbundled.
 */
let pdfLib: typeof PdfLib | undefined;
const loadPdfLib = (): typeof PdfLib => {
  pdfLib ??= createRequire(import.meta.url)("pdf-lib") as typeof PdfLib;
  return pdfLib;
};

// A wallet-sized card (85.6 mm x 54 mm, ID-1) at 72 points per inch, printed at 2x for legibility.
const WIDTH = 486;
const HEIGHT = 306;
const MARGIN = 24;

// The standard fonts speak WinAnsi only; anything else would make pdf-lib throw mid-card.
const printable = (value: string) =>
  value.normalize("NFKD").replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "");

function hexColor(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return loadPdfLib().rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

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

/** Issue 7: the customer's name, allergens and emergency contact, for the signed-in customer. */
export async function allergenCardPdf(
  site: Site,
  customer: Customer,
  now: Date,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const pdf = await PDFDocument.create();
  const name = printable(`${customer.first_name} ${customer.last_name}`);
  pdf.setTitle(`Allergen card: ${name}`);
  pdf.setAuthor(printable(site.name));
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({
    x: 0,
    y: HEIGHT - 56,
    width: WIDTH,
    height: 56,
    color: hexColor(site.brand_color),
  });
  page.drawText(printable(`${site.name} Allergen Card`), {
    x: MARGIN,
    y: HEIGHT - 36,
    size: 16,
    font: bold,
    color: hexColor(site.text_color),
  });

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
  return pdf.save({ useObjectStreams: false });
}

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`
    : digits;
