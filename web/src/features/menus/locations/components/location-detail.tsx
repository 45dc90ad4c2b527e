import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { openMensaFeedUrl } from "@/lib/open-data/feed-urls";
import { LocationJsonLd } from "@/lib/open-data/json-ld";
import type { LocationDetail as Detail } from "../api/use-location-detail";

function Labels({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="label-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * Detail of the chosen location (requirements: public-browsing §2 Campus map): address, contact, open/closed
 * badge and message, occupancy (hidden when na or closed), weekly hours behind a disclosure,
 * payment methods, availability labels, cuisines, image and description.
 */
export function LocationDetail({ location, siteId }: { location: Detail; siteId: string }) {
  const site = useCurrentSite();
  const address = location.address;
  const showOccupancy = location.open && location.occupancy !== "na";
  return (
    <section className="location-detail" aria-labelledby="location-detail-title">
      <h2 id="location-detail-title">{location.name}</h2>
      <p className="status-line">
        <span className={`badge badge--${location.status.color}`}>{location.status.label}</span>{" "}
        <span>{location.status.message}</span>
        {showOccupancy && (
          <span className="badge badge--info">Occupancy: {location.occupancy}</span>
        )}
      </p>
      {address && (
        <address>
          {address.street}
          {address.street && <br />}
          {[address.city, address.state].filter(Boolean).join(", ")} {address.zip_code}
          {address.phone_formatted && (
            <>
              <br />
              <a href={`tel:${address.phone}`}>{address.phone_formatted}</a>
            </>
          )}
        </address>
      )}
      {(location.contact_name || location.contact_email) && (
        <p className="contact">
          {location.contact_name}
          {location.contact_email && (
            <>
              {location.contact_name && " · "}
              <a href={`mailto:${location.contact_email}`}>{location.contact_email}</a>
            </>
          )}
        </p>
      )}
      {location.week && (
        <details className="weekly-hours">
          <summary>Hours this week</summary>
          <dl>
            {location.week.map((day) => (
              <div key={day.date}>
                <dt>
                  {day.weekday} {day.date_label}
                </dt>
                <dd>{day.texts.join(", ")}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <Labels
        title="Payment methods"
        items={[...location.payment_types, ...location.custom_payment_types_used]}
      />
      <Labels title="Features" items={[...location.features, ...location.custom_labels_used]} />
      <Labels title="Cuisines" items={[...location.cuisines, ...location.custom_cuisines_used]} />
      {location.image && (
        // Space reserved at 4:3 before the file arrives; other shapes are cropped to it.
        <img
          className="location-detail__image"
          src={siteFileUrl(siteId, "location", location.image.file_name)}
          alt=""
          width={800}
          height={600}
        />
      )}
      {location.description && <p>{location.description}</p>}
      {location.show_menus && (
        <p className="open-data-link">
          <a href={openMensaFeedUrl(siteId, location.id)} type="application/xml">
            {location.name} menus as an OpenMensa feed
          </a>
        </p>
      )}
      <LocationJsonLd site={site} location={location} />
    </section>
  );
}
