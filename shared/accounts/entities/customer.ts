import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";
import type { Customer } from "../routes/customer-schemas";
import { readStoredAllergens } from "../schemas/stored-allergens";

const customerPk = (siteId: string, customerId: string) => `${sitePk(siteId)}#CUST#${customerId}`;

/** Where an email finds its account on gsi1; moves with the customer's email. */
export const customerEmailIndex = (siteId: string, email: string) => ({
  gsi1pk: `${sitePk(siteId)}#EMAIL#${email.toLowerCase()}`,
  gsi1sk: "CUSTOMER",
});

/**
 * A customer account in its own partition (docs/data-model.md #22–#25), found by email on
 * gsi1. The password hash, session version and serial number are top level beside `data`
 * (the readable customer), so they never reach a response by accident.
 */
export const customerEntity = defineEntity({
  type: "customer",
  // Written whole by sign-up and profile updates, each validated by its route's schema; read
  // back as stored, so an account from before a new field still loads.
  schema: z.custom<Customer>((value) => typeof value === "object" && value !== null),
  // Allergens stored before the list was closed read as known names or "Other" with their text
  // (docs/decisions/accounts.md "Allergens are a closed list"), so the card never prints them raw.
  read: (item) => {
    const data = item.data as Record<string, unknown> | undefined;
    return data && { ...data, ...readStoredAllergens(data) };
  },
  skPrefix: "PROFILE",
  key: ({ siteId, customerId }: { siteId: string; customerId: string }) => ({
    pk: customerPk(siteId, customerId),
    sk: "PROFILE",
  }),
  indexes: ({ siteId }, customer) => customerEmailIndex(siteId, customer.email),
  attributes: (_customer, { siteId }) => ({ site_id: siteId }),
});

/** access pattern #23: the account of an email address on one site. */
export const customerByEmail = (siteId: string, email: string): QuerySpec => {
  const { gsi1pk, gsi1sk } = customerEmailIndex(siteId, email);
  return { index: "gsi1", pk: gsi1pk, sk: { eq: gsi1sk } };
};

/** The secrets beside a customer's data; read by the customer store only. */
export const customerSecretsSchema = z.object({
  password_hash: z.string().default(""),
  session_version: z.number().default(1),
  /** Bumped by every password change: reset keys issued before it stop working. */
  password_version: z.number().default(0),
  serial_number: z.string().default(""),
});
