import type { PublicSite } from "@shared/site-content/schemas/site";
import { ChevronDown } from "lucide-react";
import { useContext, useEffect, useRef } from "react";
import { Button } from "react-aria-components/Button";
import { ComboBox, ComboBoxStateContext } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Icon } from "@/components/icon";

interface SchoolComboBoxProps {
  sites: readonly PublicSite[];
  onSelect: (site: PublicSite) => void;
  /** What was typed into the stand-in (school-picker.tsx) before this arrived. */
  defaultInputValue?: string;
  autoFocus?: boolean;
}

/** requirements: public-browsing §2 School selector: the searchable dropdown 'Select a school'. */
export function SchoolComboBox({
  sites,
  onSelect,
  defaultInputValue = "",
  autoFocus = false,
}: SchoolComboBoxProps) {
  return (
    <ComboBox
      className="combo-box"
      defaultItems={sites}
      menuTrigger="focus"
      defaultInputValue={defaultInputValue}
      onSelectionChange={(key) => {
        const site = sites.find((candidate) => candidate.slug === key);
        if (site) onSelect(site);
      }}
    >
      <Label>Select a school</Label>
      <OpenWithDraft draft={autoFocus ? defaultInputValue : ""} />
      <div className="combo-box__field">
        <Input className="combo-box__input" autoFocus={autoFocus} />
        <Button className="combo-box__button" aria-label="Show schools">
          <Icon icon={ChevronDown} size={18} />
        </Button>
      </div>
      <Popover className="combo-box__popover">
        <ListBox<PublicSite>
          className="combo-box__list"
          renderEmptyState={() => <p className="combo-box__empty">No schools match your search.</p>}
        >
          {(site) => (
            <ListBoxItem id={site.slug} textValue={site.name} className="combo-box__option">
              {site.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * Text typed into the stand-in before this arrived is a search: show its matches at once, as
 * typing into this field would have.
 */
function OpenWithDraft({ draft }: { draft: string }) {
  const state = useContext(ComboBoxStateContext);
  const focused = state?.isFocused ?? false;
  const opened = useRef(false);
  useEffect(() => {
    if (!draft || !focused || opened.current) return;
    opened.current = true;
    state?.open(null, "input");
  }, [draft, focused, state]);
  return null;
}
