import type { PublicSite } from "@shared/schemas/site";
import { ChevronDown } from "lucide-react";
import { Button } from "react-aria-components/Button";
import { ComboBox } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Icon } from "@/components/icon";

interface SchoolComboBoxProps {
  sites: readonly PublicSite[];
  onSelect: (site: PublicSite) => void;
}

/** requirements: public-browsing §2 School selector: the searchable dropdown 'Select a school'. */
export function SchoolComboBox({ sites, onSelect }: SchoolComboBoxProps) {
  return (
    <ComboBox
      className="combo-box"
      defaultItems={sites}
      menuTrigger="focus"
      onSelectionChange={(key) => {
        const site = sites.find((candidate) => candidate.slug === key);
        if (site) onSelect(site);
      }}
    >
      <Label>Select a school</Label>
      <div className="combo-box__field">
        <Input className="combo-box__input" />
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
