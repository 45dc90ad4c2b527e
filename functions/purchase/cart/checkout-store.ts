import { customerEntity } from "../../../shared/accounts/entities/customer";
import type { CartState } from "../../../shared/purchase/cart/cart-state";
import { blockedStudentEntity } from "../../../shared/purchase/entities/blocked-student";
import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import { facultyEmailEntity } from "../../../shared/purchase/entities/faculty-email";
import type { PurchaseConfig } from "../../../shared/purchase/purchase-config";
import type { Site } from "../../../shared/site-content/schemas/site";
import { shortHash } from "../../platform/short-hash";
import { getItem } from "../../platform/table";
import { dynamoCartDeps, loadPricedCart } from "../cart-service";
import { attemptStore } from "../checkout/attempt-store";

/** Everything a checkout reads, in one round trip. */
export interface CheckoutReads {
  /**
   * The cart exactly as the cart group shows it: settled against the stored plans and settings
   * (prices re-read, promo re-applied) for the cart's stored selection. Empty without a cart.
   */
  cart: { state: CartState; config: PurchaseConfig; version: number };
  /** The cart's checkout attempt, if any (read strongly consistent). */
  claim: CheckoutClaim | undefined;
  /** Only asked when the purchase is billed to the student account. */
  studentBlocked: boolean;
  /** Only asked for payroll deduction. */
  facultyEmail: boolean;
  /** The signed-in customer's session generation; undefined without a session or account. */
  customerSessionVersion: number | undefined;
}

export interface CheckoutReadRequest {
  site: Site;
  cartId: string;
  now: Date;
  studentId?: string | undefined;
  facultyEmail?: string | undefined;
  customerId?: string | undefined;
}

/** The checkout's reads (docs/data-model.md #21, #28, #30); the attempt's writes are attemptStore's. */
export interface CheckoutStore {
  read(request: CheckoutReadRequest): Promise<CheckoutReads>;
}

/** Client addresses are counted by hash: the table never holds a raw IP. */
export const clientIdOf = shortHash;

export const dynamoCheckoutStore: CheckoutStore = {
  async read(request) {
    const siteId = request.site.id;
    // The cart group's own reader: site (already known here), configuration and cart.
    const cartDeps = { ...dynamoCartDeps, site: async () => request.site };
    const [priced, claim, blocked, faculty, customer] = await Promise.all([
      loadPricedCart(siteId, request.cartId, request.now, cartDeps, request.customerId ?? null),
      attemptStore.get(siteId, request.cartId),
      request.studentId
        ? getItem(blockedStudentEntity.key({ siteId, studentId: request.studentId }))
        : null,
      request.facultyEmail
        ? getItem(facultyEmailEntity.key({ siteId, email: request.facultyEmail }))
        : null,
      request.customerId
        ? getItem(customerEntity.key({ siteId, customerId: request.customerId }))
        : null,
    ]);
    return {
      cart: { state: priced.state, config: priced.config, version: priced.version },
      claim,
      studentBlocked: Boolean(blocked),
      facultyEmail: Boolean(faculty),
      customerSessionVersion: customer ? Number(customer.session_version ?? 1) : undefined,
    };
  },
};
