import { formatCents } from "@shared/platform/money/format";
import { ListState } from "@/components/list-state";
import { useCurrentSite } from "@/lib/current-site";
import { useCustomerOrders } from "../api/account";
import { TEXT } from "../lib/messages";

/** requirements: purchases §2 Orders tab: Order Date, Order #, Total, Payment Type; §8 empty text. */
export function OrdersTab() {
  const site = useCurrentSite();
  const { data, error } = useCustomerOrders(site.id);
  return (
    <ListState
      data={data}
      error={error}
      isEmpty={(loaded) => loaded.orders.length === 0}
      loading="Loading"
      empty={TEXT.noOrders}
      failed={TEXT.loadFailed}
    >
      {(data) => (
        <table className="account-table">
          <caption className="visually-hidden">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Order Date</th>
              <th scope="col">Order #</th>
              <th scope="col">Total</th>
              <th scope="col">Payment Type</th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((order) => (
              <tr key={order.id}>
                <td data-label="Order Date">
                  {new Date(order.created_at).toLocaleDateString("en-US")}
                </td>
                <td data-label="Order #">{order.no}</td>
                <td data-label="Total">{formatCents(order.total)}</td>
                <td data-label="Payment Type">{order.payment_type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListState>
  );
}
