import { filterChoices, periodItems } from "@shared/menus/menu-choices";
import type { MenuItem } from "@shared/menus/schemas/menu";
import type { Site } from "@shared/site-content/schemas/site";
import { useMemo, useState } from "react";
import { type PeriodMenu, usePeriod } from "../api/menu-api";
import { type FilterState, MenuFilters } from "./menu-filters";
import { MenuItems } from "./menu-items";
import { MENUS_FAILED, MENUS_LOADING } from "./menu-texts";
import { NutritionDialog } from "./nutrition-dialog";

interface Props {
  site: Site;
  locationId: string;
  date: string;
  periodId: string;
  /** The first period arrives with the period list; others are loaded when chosen. */
  preloaded: PeriodMenu | null;
  concept: boolean;
  allergenFilter: boolean;
  filters: FilterState;
  onFilters: (next: FilterState) => void;
}

export function PeriodPanel(props: Props) {
  const { site, preloaded } = props;
  const needed = preloaded?.id === props.periodId ? null : props.periodId;
  const loaded = usePeriod(site.id, props.locationId, props.date, needed);
  const period = needed ? loaded.data?.menu.period : preloaded;
  const [open, setOpen] = useState<MenuItem | null>(null);
  const choices = useMemo(
    () => filterChoices(period ? periodItems(period) : [], site.avoiding_gluten),
    [period, site.avoiding_gluten],
  );
  if (needed && loaded.error) return <p role="alert">{MENUS_FAILED}</p>;
  if (!period) return <p role="status">{MENUS_LOADING}</p>;
  return (
    <>
      <MenuFilters
        choices={choices}
        value={props.filters}
        onChange={props.onFilters}
        showAllergens={props.allergenFilter}
      />
      <MenuItems
        period={period}
        filters={props.filters}
        displayCalories={site.display_cal}
        sodiumWarning={site.sodium_warning}
        displayAllergens={site.display_allergens}
        onOpen={setOpen}
      />
      <NutritionDialog
        item={open}
        concept={props.concept}
        displayAllergens={site.display_allergens}
        sodiumWarning={site.sodium_warning}
        report={
          site.label_reports
            ? {
                siteId: site.id,
                locationId: props.locationId,
                date: props.date,
                periodId: period.id,
              }
            : null
        }
        onClose={() => setOpen(null)}
      />
    </>
  );
}
