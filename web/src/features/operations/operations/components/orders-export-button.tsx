import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/button";
import { Icon } from "@/components/icon";
import { GENERIC_FAILURE } from "@/lib/api-client";
import { fetchOrdersExport } from "../api/orders";

export interface OrdersExportButtonProps {
  siteId: string;
  from: string;
  to: string;
  paymentType: string;
  disabled?: boolean;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * "Download CSV": what to credit per student account for the range (docs/operations/orders.md).
 * The export is a raw CSV answer (api/orders.ts), handed to the browser as a file; a refusal is
 * shown here instead of being saved as a file of JSON.
 */
export function OrdersExportButton({
  siteId,
  from,
  to,
  paymentType,
  disabled,
}: OrdersExportButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const response = await fetchOrdersExport({
        site_id: siteId,
        from,
        to,
        ...(paymentType ? { payment_type: paymentType } : {}),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
        setError(typeof body?.msg === "string" && body.msg ? body.msg : GENERIC_FAILURE);
        return;
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = fileNameOf(response, `orders-${siteId}-${from}-to-${to}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the blob to the download; the URL is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(href), 0);
    } catch {
      setError(GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        onPress={download}
        isPending={pending}
        pendingLabel="Preparing CSV…"
        isDisabled={disabled}
      >
        <Icon icon={Download} size={18} />
        Download CSV
      </Button>
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
