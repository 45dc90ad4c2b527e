import { type ReceiptLines, receiptRows } from "@shared/purchase/checkout/receipt";

/**
 * The receipt's rows as the order mail lays them out (shared/purchase/checkout/receipt.ts): each
 * line at its list price with its discount beneath, then Subtotal, Tax and Total. A table, so
 * a label wraps between words beside an amount that never wraps, at any width.
 */
export function ReceiptTable({ receipt, caption }: { receipt: ReceiptLines; caption: string }) {
  return (
    <table className="receipt">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {receiptRows(receipt).map((row, index) => (
          // Rows have no id of their own; their order is the receipt's and never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <tr key={index} className={`receipt__row receipt__row--${row.kind}`}>
            <th scope="row">
              {row.label}
              {row.notes.map((note) => (
                <span key={note} className="receipt__note">
                  {note}
                </span>
              ))}
            </th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
