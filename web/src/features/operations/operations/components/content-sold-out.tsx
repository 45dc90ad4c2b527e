import type { SoldOutItem } from "@shared/operations/routes/operations-content";
import { useEffect, useMemo, useState } from "react";
import { Switch } from "react-aria-components/Switch";
import { EmptyState, FailedState, LoadingState } from "@/components/load-state";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { setSoldOut, useSoldOut, useSpecialHours } from "../api/content";
import { formatYmd } from "../lib/format";
import { failureText } from "./data-table";
import type { useResultToast } from "./forms-result-toast";

type Results = Pick<ReturnType<typeof useResultToast>, "succeed" | "fail">;

export const SOLD_OUT_DELAY = "Shown on the menu within a minute.";

interface PeriodGroup {
  id: string;
  name: string;
  items: SoldOutItem[];
}

function byPeriod(items: readonly SoldOutItem[]): PeriodGroup[] {
  const groups = new Map<string, PeriodGroup>();
  for (const item of items) {
    const group = groups.get(item.period_id) ?? {
      id: item.period_id,
      name: item.period_name,
      items: [],
    };
    group.items.push(item);
    groups.set(item.period_id, group);
  }
  return [...groups.values()];
}

/**
 * Today's menu of a location with a sold-out switch per item: the public menu shows "Sold out"
 * within a minute, and the flag lapses by itself at the end of the campus day.
 */
export function SoldOutEditor({ siteId, results }: { siteId: string; results: Results }) {
  // The sold-out listing names the menu locations but needs one to answer; the first location
  // of the campus (from the special-hours listing) opens it.
  const places = useSpecialHours(siteId);
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = chosen ?? places.data?.locations[0]?.id ?? null;
  const day = useSoldOut(siteId, locationId);
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [filter, setFilter] = useState("");

  const menuLocations = day.data?.locations;
  useEffect(() => {
    if (!menuLocations || !locationId) return;
    if (!menuLocations.some((l) => l.id === locationId) && menuLocations[0]) {
      setChosen(menuLocations[0].id);
    }
  }, [menuLocations, locationId]);

  const groups = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    const items = (day.data?.items ?? []).filter(
      (item) =>
        !wanted ||
        item.name.toLowerCase().includes(wanted) ||
        item.station_name.toLowerCase().includes(wanted),
    );
    return byPeriod(items);
  }, [day.data, filter]);

  const error = places.error ?? day.error;
  if (error && !day.data) return <FailedState>{failureText(error)}</FailedState>;
  if (places.data && places.data.locations.length === 0) {
    return <EmptyState>This campus has no locations.</EmptyState>;
  }
  if (!day.data) return <LoadingState skeleton={{ count: 4 }}>Loading today's menu…</LoadingState>;
  const data = day.data;
  const onMenuLocation = data.locations.some((l) => l.id === locationId);

  const toggle = async (item: SoldOutItem, soldOut: boolean) => {
    setPending((current) => ({ ...current, [item.id]: soldOut }));
    try {
      await setSoldOut({
        site_id: siteId,
        location_id: locationId ?? "",
        item_id: item.id,
        sold_out: soldOut,
      });
      results.succeed(
        soldOut
          ? `${item.name} is marked sold out. ${SOLD_OUT_DELAY}`
          : `${item.name} is back on the menu. ${SOLD_OUT_DELAY}`,
      );
    } catch (failure) {
      results.fail(failure, `${item.name} was not changed:`);
    } finally {
      await day.mutate();
      setPending(({ [item.id]: _done, ...rest }) => rest);
    }
  };

  return (
    <section className="ops-panel" aria-labelledby="ops-soldout-title">
      <h2 id="ops-soldout-title">Sold out today</h2>
      <p className="ops-muted">
        Mark what the kitchen has run out of on today's menu ({formatYmd(data.today)}).{" "}
        {SOLD_OUT_DELAY} The marks end with the day.
      </p>
      {data.locations.length === 0 ? (
        <EmptyState>No location of this campus shows menus.</EmptyState>
      ) : (
        <>
          <div className="ops-form-grid ops-soldout__pickers">
            <SelectField
              label="Location"
              options={data.locations.map((l) => ({ id: l.id, label: l.name }))}
              value={onMenuLocation ? locationId : null}
              placeholder="Choose a location"
              onChange={(id) => {
                if (id) {
                  setChosen(id);
                  setFilter("");
                }
              }}
            />
            <TextField label="Find an item" value={filter} onChange={setFilter} type="search" />
          </div>
          {!onMenuLocation ? (
            <LoadingState>Loading today's menu…</LoadingState>
          ) : data.closed ? (
            <Notice tone="info">This location's menu is marked closed today.</Notice>
          ) : data.items.length === 0 ? (
            <EmptyState>There is no menu for today at this location.</EmptyState>
          ) : groups.length === 0 ? (
            <EmptyState>No item of today's menu matches "{filter}".</EmptyState>
          ) : (
            groups.map((group) => (
              <section
                key={group.id}
                className="ops-soldout__period"
                aria-labelledby={`ops-soldout-${group.id}`}
              >
                <h3 id={`ops-soldout-${group.id}`}>{group.name}</h3>
                <ul className="ops-soldout__items">
                  {group.items.map((item) => {
                    const wanted = pending[item.id];
                    const selected = wanted ?? item.sold_out;
                    return (
                      <li key={`${group.id}/${item.station_id}/${item.id}`}>
                        <Switch
                          className="ops-switch"
                          isSelected={selected}
                          isDisabled={!data.editable || wanted !== undefined}
                          onChange={(next) => void toggle(item, next)}
                        >
                          <span className="ops-switch__text">
                            <span className="ops-switch__name">{item.name}</span>
                            <span className="ops-switch__station">
                              <span className="visually-hidden"> (</span>
                              {item.station_name}
                              <span className="visually-hidden">) sold out</span>
                            </span>
                          </span>
                          <span className="ops-switch__state" aria-hidden="true">
                            {selected ? "Sold out" : "Available"}
                          </span>
                          <span className="ops-switch__track" aria-hidden="true">
                            <span className="ops-switch__thumb" />
                          </span>
                        </Switch>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </section>
  );
}
