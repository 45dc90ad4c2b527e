import { createRequire } from "node:module";
import type * as PdfLib from "pdf-lib";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import type { Site } from "../../../shared/site-content/schemas/site";

/**
 * pdf-lib is ~400 KB: it comes from a Lambda layer (infra/bundling.ts groupLayerLibraries) and
 * is required on the first card only. esbuild leaves a `createRequire(...)` call unbundled.
 */
let pdfLib: typeof PdfLib | undefined;
const loadPdfLib = (): typeof PdfLib => {
  pdfLib ??= createRequire(import.meta.url)("pdf-lib") as typeof PdfLib;
  return pdfLib;
};

// The standard fonts speak WinAnsi only; anything else would make pdf-lib throw mid-card.
export const printable = (value: string) =>
  value.normalize("NFKD").replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "");

function hexColor(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return loadPdfLib().rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export interface Card {
  pdf: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

interface CardOptions {
  site: Pick<Site, "name" | "brand_color" | "text_color">;
  width: number;
  height: number;
  margin: number;
  title: string;
  heading: string;
  now: Date;
}

/** A one-page card with the site's brand band and heading; the caller draws the body. */
export async function startCard(options: CardOptions): Promise<Card> {
  const { site, width, height, margin, now } = options;
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(options.title));
  pdf.setAuthor(printable(site.name));
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const page = pdf.addPage([width, height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({
    x: 0,
    y: height - 56,
    width,
    height: 56,
    color: hexColor(site.brand_color),
  });
  page.drawText(printable(options.heading), {
    x: margin,
    y: height - 36,
    size: 16,
    font: bold,
    color: hexColor(site.text_color),
  });
  return { pdf, page, regular, bold };
}

/** The card's bytes; plain streams keep the file readable by every viewer. */
export const finishCard = (card: Card) => card.pdf.save({ useObjectStreams: false });
