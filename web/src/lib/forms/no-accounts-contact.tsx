import type { Site } from "@shared/site-content/schemas/site";

/**
 * Where the dietary and On The Go forms need an account and the campus has none
 * (docs/decisions/purchase-walk.md "Forms that need an account"): never a dead end — a student
 * with a food allergy is sent to the people who can help, by the campus's own published contact.
 */
export function NoAccountsContact({ site, what }: { site: Site; what: string }) {
  const phone = site.address.phone_formatted;
  const phoneDigits = phone.replace(/[^\d+]/g, "");
  const email = site.display_email && site.email ? site.email : "";
  return (
    <div className="reservation-login">
      <p>{`${what} can't be sent online at ${site.name}.`}</p>
      {phone || email ? (
        <p>
          {"Please contact the dining office"}
          {phone ? (
            <>
              {" at "}
              <a href={`tel:${phoneDigits}`}>{phone}</a>
            </>
          ) : null}
          {phone && email ? " or " : email ? " at " : null}
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
          {"."}
        </p>
      ) : (
        <p>Please contact the dining office.</p>
      )}
    </div>
  );
}
