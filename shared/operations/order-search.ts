// How the orders list's search box reads what was typed (docs/operations/orders.md "Search"):
// an order id is looked up directly by key; anything else is matched within the chosen range
// against the order number, the buyer's email and the student id.

/** The checkout's order ids (UUIDs) and the demo's fixed ids: read by key, no range needed. */
const ORDER_ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo-order-\d+)$/;

export const looksLikeOrderId = (q: string): boolean => ORDER_ID.test(q.trim().toLowerCase());

/** The checkout's order numbers: 8 characters of its alphabet (no 0, 1, I or O). */
const ORDER_NO = /^[2-9A-HJ-NP-Z]{8}$/;

/** An order number typed in the search box is found by its number item, whatever its date. */
export const looksLikeOrderNo = (q: string): boolean => ORDER_NO.test(q.trim().toUpperCase());

export interface SearchableOrder {
  id: string;
  no: string;
  email: string;
  student_id: string;
  /** A parent's purchase also carries the student's own id. */
  other_student_ids?: readonly string[];
}

const normal = (value: string) => value.trim().toLowerCase();

/**
 * Whether an order answers the search: its id or number exactly, a student id exactly, or an
 * email that contains what was typed (staff often type the start of an address). Case never
 * matters; an empty search matches everything.
 */
export function orderMatchesSearch(order: SearchableOrder, q: string | undefined): boolean {
  const wanted = normal(q ?? "");
  if (wanted === "") return true;
  if (normal(order.id) === wanted || normal(order.no) === wanted) return true;
  const ids = [order.student_id, ...(order.other_student_ids ?? [])].map(normal);
  if (ids.some((id) => id !== "" && id === wanted)) return true;
  return wanted.length >= 3 && normal(order.email).includes(wanted);
}
