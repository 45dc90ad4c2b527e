import {
  OPERATION_FORM_KIND_LABELS,
  OPERATION_FORM_KINDS,
  type OperationFormKind,
} from "@shared/operations/form-status";
import { useSearchParams } from "react-router-dom";
import { Tab, TabList, TabPanel, Tabs } from "@/components/tabs";
import { useConsoleSession } from "../lib/console-session";
import { ScreenStyles } from "./console-styles";
import { FormsList } from "./forms-list";
import { useResultToast } from "./forms-result-toast";
import { FORMS_CSS } from "./forms-styles";

const isKind = (value: string | null): value is OperationFormKind =>
  (OPERATION_FORM_KINDS as readonly (string | null)[]).includes(value);

/**
 * The campus's forms (docs/operations/screens-2.md): one tab per kind, each a table newest
 * first with its statuses. The tab lives in the address (?kind=on_the_go) so a reload keeps it.
 */
export function FormsScreen({ siteId }: { siteId: string }) {
  const session = useConsoleSession();
  const timeZone = session.sites.find((site) => site.id === siteId)?.time_zone;
  const [params, setParams] = useSearchParams();
  const asked = params.get("kind");
  const kind: OperationFormKind = isKind(asked) ? asked : "health";
  const { toast, succeed, fail } = useResultToast();
  return (
    <div className="ops-forms">
      <ScreenStyles id="forms" css={FORMS_CSS} />
      <h1 className="ops-page-title">Forms</h1>
      {toast}
      <Tabs
        selectedKey={kind}
        onSelectionChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set("kind", String(key));
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label="Kinds of form">
          {OPERATION_FORM_KINDS.map((id) => (
            <Tab key={id} id={id}>
              {OPERATION_FORM_KIND_LABELS[id]}
            </Tab>
          ))}
        </TabList>
        {OPERATION_FORM_KINDS.map((id) => (
          <TabPanel key={id} id={id}>
            <FormsList
              siteId={siteId}
              kind={id}
              timeZone={timeZone}
              onResult={(outcome) =>
                outcome.ok
                  ? succeed(outcome.text)
                  : fail(outcome.error, "The status was not changed:")
              }
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
