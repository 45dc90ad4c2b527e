import { createRequire } from "node:module";
import type * as PdfLib from "pdf-lib";
import type { ReservationView } from "../../shared/api/routes/reservations";
import type { Site } from "../../shared/schemas/site";
import { longDate } from "../lib/reservation-view";

/** pdf-lib comes from the customer group's layer, required on the first card only. */
let pdfLib: typeof PdfLib | undefined;
const loadPdfLib = (): typeof PdfLib => {
  pdfLib ??= createRequire(import.meta.url)("pdf-lib") as typeof PdfLib;
  return pdfLib;
};

// Half a letter page, landscape: fits a table tent or a phone screen.
const WIDTH = 396;
const HEIGHT = 306;
const MARGIN = 28;

// The standard fonts speak WinAnsi only; anything else would make pdf-lib throw mid-card.
const printable = (value: string) =>
  value.normalize("NFKD").replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "");

function hexColor(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return loadPdfLib().rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The printable reservation card (the account tab's Print): who, where, when, how many. */
export async function reservationCardPdf(
  site: Pick<Site, "name" | "brand_color" | "text_color">,
  reservation: ReservationView,
  now: Date,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Reservation at ${reservation.location_name}`));
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
  page.drawText(printable(`${site.name} Reservation`), {
    x: MARGIN,
    y: HEIGHT - 36,
    size: 16,
    font: bold,
    color: hexColor(site.text_color),
  });

  let y = HEIGHT - 88;
  const line = (label: string, value: string) => {
    page.drawText(label, { x: MARGIN, y, size: 12, font: bold });
    const text = printable(value);
    const fitted = text.length > 48 ? `${text.slice(0, 47)}...` : text;
    page.drawText(fitted, { x: MARGIN + 96, y, size: 12, font: regular });
    y -= 22;
  };
  line("Name", `${reservation.first_name} ${reservation.last_name}`);
  line("Location", reservation.location_name);
  line("Date", longDate(reservation.date));
  line("Time", reservation.time);
  line("Guests", String(reservation.guests));
  if (reservation.notes) line("Notes", reservation.notes);
  page.drawText(printable(`Reservation ${reservation.id}`), {
    x: MARGIN,
    y: MARGIN,
    size: 8,
    font: regular,
  });
  return pdf.save({ useObjectStreams: false });
}
