import type { Site } from "@shared/site-content/schemas/site";
import { FooterEvents } from "./footer-events";
import { FooterLegalLinks } from "./footer-legal-links";

/** requirements: public-browsing §2 Footer: events, contact details, app and legal links. */
export function SiteFooter({ site }: { site: Site }) {
  const { address } = site;
  const cityLine = [address.city, [address.state, address.zip_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const phoneDigits = address.phone.replace(/\D/g, "");
  return (
    <footer className="site-footer">
      <FooterEvents site={site} />
      <section className="site-footer__contact" aria-labelledby="footer-contact">
        <h2 id="footer-contact">Contact</h2>
        <address>
          <span className="site-footer__line">{site.name}</span>
          {address.street ? <span className="site-footer__line">{address.street}</span> : null}
          {cityLine ? <span className="site-footer__line">{cityLine}</span> : null}
          {address.phone_formatted ? (
            <span className="site-footer__line">
              {phoneDigits ? (
                <a href={`tel:${phoneDigits}`}>{address.phone_formatted}</a>
              ) : (
                address.phone_formatted
              )}
              {address.ext_formatted ? ` ${address.ext_formatted}` : null}
            </span>
          ) : null}
          {site.display_email && site.email ? (
            <span className="site-footer__line">
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          ) : null}
        </address>
      </section>
      <FooterLegalLinks site={site} />
    </footer>
  );
}
