import { formatLongDate } from "../../../shared/platform/time/format";
import type { ReservationView } from "../../../shared/reservations/routes/reservations";
import type { Site } from "../../../shared/site-content/schemas/site";
import { finishCard, printable, startCard } from "./card-pdf";

// Half a letter page, landscape: fits a table tent or a phone screen.
const WIDTH = 396;
const HEIGHT = 306;
const MARGIN = 28;

/** The printable reservation card (the account tab's Print): who, where, when, how many. */
export async function reservationCardPdf(
  site: Pick<Site, "name" | "brand_color" | "text_color">,
  reservation: ReservationView,
  now: Date,
): Promise<Uint8Array> {
  const card = await startCard({
    site,
    width: WIDTH,
    height: HEIGHT,
    margin: MARGIN,
    title: `Reservation at ${reservation.location_name}`,
    heading: `${site.name} Reservation`,
    now,
  });
  const { page, regular, bold } = card;
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
  line("Date", formatLongDate(reservation.date));
  line("Time", reservation.time);
  line("Guests", String(reservation.guests));
  if (reservation.notes) line("Notes", reservation.notes);
  page.drawText(printable(`Reservation ${reservation.id}`), {
    x: MARGIN,
    y: MARGIN,
    size: 8,
    font: regular,
  });
  return finishCard(card);
}
