import type { PublicSite } from "@shared/site-content/schemas/site";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Icon } from "@/components/icon";

type ComboBoxModule = typeof import("./school-combo-box");

// react-aria's ComboBox is ~53 KB gzipped, half of what the page needs to run. It downloads
// when a visitor reaches for the field (pointer over it, focus, touch), not with the page.
let loading: Promise<ComboBoxModule> | undefined;
const loadComboBox = () => {
  loading ??= import("./school-combo-box");
  return loading;
};

interface SchoolPickerProps {
  sites: readonly PublicSite[];
  onSelect: (site: PublicSite) => void;
}

/**
 * The school selector (requirements: public-browsing §2): until react-aria's combo box has
 * arrived, a field with the same label, look and place stands in for it, a combobox for
 * assistive technology too. What is typed there carries over, and focus moves to the real
 * field when it replaces the stand-in.
 */
export function SchoolPicker({ sites, onSelect }: SchoolPickerProps) {
  const [module, setModule] = useState<ComboBoxModule | null>(null);
  const [draft, setDraft] = useState("");
  const [focused, setFocused] = useState(false);
  const inputId = useId();
  const reach = () => void loadComboBox().then(setModule);

  if (module) {
    return (
      <module.SchoolComboBox
        sites={sites}
        onSelect={onSelect}
        defaultInputValue={draft}
        autoFocus={focused}
      />
    );
  }
  return (
    <div className="combo-box" onPointerEnter={reach} onTouchStart={reach}>
      <label htmlFor={inputId}>Select a school</label>
      <div className="combo-box__field">
        <input
          id={inputId}
          className="combo-box__input"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={() => {
            setFocused(true);
            reach();
          }}
          onBlur={() => setFocused(false)}
        />
        <span className="combo-box__button" aria-hidden="true">
          <Icon icon={ChevronDown} size={18} />
        </span>
      </div>
    </div>
  );
}
