import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { Site } from "../../../shared/site-content/schemas/site";

export interface PassIdentity {
  passTypeIdentifier: string;
  teamIdentifier: string;
}

interface PassField {
  key: string;
  label: string;
  value: string;
}

/** The pass.json of a generic pass (Apple's PassKit package format, formatVersion 1). */
export interface AllergenPassJson extends PassIdentity {
  formatVersion: 1;
  serialNumber: string;
  organizationName: string;
  description: string;
  logoText: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  sharingProhibited: true;
  generic: {
    primaryFields: PassField[];
    secondaryFields: PassField[];
    auxiliaryFields: PassField[];
    backFields: PassField[];
  };
}

/** `#12ab34` → `rgb(18, 171, 52)`: pass colours are CSS rgb() triples. */
export function passColor(hex: string): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`
    : digits;

/** The allergen list as the PDF card prints it: 'Other' carries its text (requirements: purchases §5). */
export function allergenText(customer: Customer): string {
  const names = customer.allergens.map((allergen) =>
    allergen === "Other" && customer.custom_allergen
      ? `Other: ${customer.custom_allergen}`
      : allergen,
  );
  return names.join(", ") || "None listed";
}

/**
 * The customer's name, allergens, emergency contact and epinephrine, under the site's
 * name and brand colour. The serial is stable per site and customer, so adding an updated pass
 * replaces the one already in the wallet instead of adding a second.
 */
export function allergenPassJson(
  site: Site,
  customer: Customer,
  identity: PassIdentity,
): AllergenPassJson {
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  const allergens = allergenText(customer);
  const epinephrine = customer.carries_epinephrine
    ? "Carries epinephrine"
    : "Does not carry epinephrine";
  const contact = customer.contact_name || "Not set";
  const number = formatPhone(customer.contact_number) || "Not set";
  return {
    formatVersion: 1,
    passTypeIdentifier: identity.passTypeIdentifier,
    teamIdentifier: identity.teamIdentifier,
    serialNumber: `${site.id}.${customer.id}`,
    organizationName: site.name,
    description: `${site.name} Allergen Card`,
    logoText: `${site.name} Allergen Card`,
    backgroundColor: passColor(site.brand_color),
    foregroundColor: passColor(site.text_color),
    labelColor: passColor(site.text_color),
    // A medical card belongs to one person; the share sheet would invite copying it.
    sharingProhibited: true,
    generic: {
      primaryFields: [{ key: "name", label: "Name", value: name }],
      secondaryFields: [{ key: "allergens", label: "Allergens", value: allergens }],
      auxiliaryFields: [
        { key: "epinephrine", label: "Epinephrine", value: epinephrine },
        { key: "contact", label: "Emergency contact", value: contact },
      ],
      // The front truncates long lists; the back shows everything in full.
      backFields: [
        { key: "allergens_full", label: "Allergens", value: allergens },
        { key: "epinephrine_full", label: "Epinephrine", value: epinephrine },
        { key: "contact_name", label: "Emergency contact", value: contact },
        { key: "contact_number", label: "Contact number", value: number },
      ],
    },
  };
}
