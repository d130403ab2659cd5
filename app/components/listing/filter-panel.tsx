import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { type FocusEvent, type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "~/utils/use-t";
import {
  type FilterSelection,
  type ListingState,
  listingSearch,
  parsePriceParam,
  type PriceRange,
  priceSelectionFits,
  SORT_OPTIONS,
} from "~/lib/listing-query";
import type { Filter } from "~/services/listing.server";
import type { ListingScope } from "~/services/listing.server";
import { useShop } from "~/utils/shop";

export const FILTER_FORM_ID = "listing-filters";

interface LiveFacets {
  filters: { attributeCode: string; valueIds: { id: number; productCount: number }[] }[];
  productCount: number;
  priceRange: PriceRange;
}

interface Props {
  basePath: string;
  scope: ListingScope;
  filters: Filter[];
  state: ListingState;
  priceRange: PriceRange;
  productCount: number;
  onLiveCount: (count: number | null) => void;
  /** the shopper pressed "Show products": on a phone the panel closes over the results */
  onApply?: () => void;
}

/** A layout effect in the browser; on the server, where there is no layout, a plain one. */
const useRedrawEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** The selection a filter form holds right now. */
function stateFromForm(form: HTMLFormElement, filters: Filter[]): ListingState {
  const data = new FormData(form);
  const selection: FilterSelection = {};
  for (const filter of filters) {
    const ids = data.getAll(filter.attributeCode).map(Number).filter(Number.isSafeInteger);
    if (ids.length) selection[filter.attributeCode] = ids;
  }
  const price = parsePriceParam(`${data.get("price_from") ?? ""},${data.get("price_to") ?? ""}`);
  const sort = String(data.get("orderBy") ?? "position_asc") as ListingState["sort"];
  return { filters: selection, price: price && (price.low || price.high) ? price : null, sort, page: 1 };
}

/**
 * Filters of a listing (spec §4 Category filters). Without JavaScript: a GET form with
 * checkboxes, two price fields and an Apply button; the server turns what it sends into the
 * canonical URL. With JavaScript: every change posts the selection to updateCategoryFilters,
 * the counts refresh in place (values absent from the answer count 0), a price selection
 * outside the new range is dropped, and the page moves to the new shareable URL.
 */
export function FilterPanel({ basePath, scope, filters, state, priceRange, productCount, onLiveCount, onApply }: Props) {
  const t = useT();
  const shop = useShop();
  const navigate = useNavigate();
  const [live, setLive] = useState<LiveFacets | null>(null);
  const request = useRef(0);
  const attributeOrder = filters.map((f) => f.attributeCode);
  // A selection's navigation waits for its facet count; by then the shopper may have gone on (a
  // product opened from the results, another page): that navigation wins, this one is dropped.
  const { pathname } = useLocation();
  const pending = useNavigation().location?.pathname;
  const elsewhere = useRef(false);
  elsewhere.current = pending !== undefined && pending !== pathname;
  useEffect(() => () => void ++request.current, []);

  // fresh loader data replaces whatever the quick refresh showed
  useEffect(() => {
    setLive(null);
    onLiveCount(null);
  }, [filters, productCount, onLiveCount]);

  async function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    let next = stateFromForm(form, filters);
    const ticket = ++request.current;
    try {
      const response = await fetch("/api/category/updateCategoryFilters", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          department: shop?.department,
          categoryIds: scope.categoryIds ?? [],
          manufacturerIds: scope.manufacturerIds ?? [],
          productIds: scope.productIds ?? [],
          selectedFilters: Object.entries(next.filters).map(([attributeCode, valueIds]) => ({ attributeCode, valueIds })),
          availableFilters: attributeOrder,
          additionalProductFilters: next.price ? { price: `${next.price.low},${next.price.high}` } : {},
        }),
      });
      if (response.ok && ticket === request.current) {
        const answer = (await response.json()) as LiveFacets;
        setLive(answer);
        onLiveCount(answer.productCount);
        if (next.price && !priceSelectionFits(next.price, answer.priceRange)) next = { ...next, price: null };
      }
    } catch {
      // the navigation below brings the same facets from the server
    }
    if (ticket !== request.current || elsewhere.current) return;
    navigate(basePath + listingSearch(next, attributeOrder), { replace: true, preventScrollReset: true });
  }

  const countOf = (code: string, id: number, fallback: number) => {
    if (!live) return fallback;
    // spec §4: values absent from the response get count 0
    return live.filters.find((f) => f.attributeCode === code)?.valueIds.find((v) => v.id === id)?.productCount ?? 0;
  };
  const range = live?.priceRange ?? priceRange;
  const submitIfChanged = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.value !== event.currentTarget.defaultValue) event.currentTarget.form?.requestSubmit();
  };
  const formKey = listingSearch(state, attributeOrder);
  // The form is drawn anew for each new selection (its inputs start from the URL); the field the
  // shopper was on keeps the focus, so a keyboard user choosing with Space stays where they were
  // instead of being sent back to the top of the page.
  // It is put back in the same task as the redraw (a layout effect), so that a key pressed right
  // after it cannot land on the page's body in between and be lost.
  const lastFocused = useRef<string | null>(null);
  useRedrawEffect(() => {
    const id = lastFocused.current;
    if (!id || (document.activeElement && document.activeElement !== document.body)) return;
    document.getElementById(id)?.focus({ preventScroll: true });
  }, [formKey]);

  return (
    <form
      key={formKey}
      id={FILTER_FORM_ID}
      method="get"
      action={basePath}
      className="filter-panel"
      onFocus={(event) => {
        lastFocused.current = event.target.id || null;
      }}
      onChange={(event) => {
        // price fields apply on Enter or when they lose focus, not on every keystroke
        if ((event.target as HTMLInputElement).type === "number") return;
        void onChange(event);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        // a price field submits on blur too; only the button means "done choosing"
        if ((event.nativeEvent as SubmitEvent).submitter?.classList.contains("filter-apply")) onApply?.();
        void onChange(event);
      }}
    >
      <h2 className="filter-panel-title">{t("listing.filters")}</h2>
      {filters.map((filter) => (
        <fieldset key={filter.attributeCode} className="filter-group">
          <legend>{filter.name}</legend>
          <ul>
            {filter.values.map((value) => {
              const n = countOf(filter.attributeCode, value.id, value.productCount);
              const id = `f-${filter.attributeCode}-${value.id}`;
              return (
                <li key={value.id} className={n === 0 && !value.selected ? "filter-value filter-value-empty" : "filter-value"}>
                  <input
                    type="checkbox"
                    id={id}
                    name={filter.attributeCode}
                    value={value.id}
                    defaultChecked={value.selected}
                    disabled={n === 0 && !value.selected}
                  />
                  <label htmlFor={id}>
                    <span>{value.value}</span>{" "}
                    <span className="filter-count" data-testid={`count-${filter.attributeCode}-${value.id}`}>
                      {n}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <fieldset className="filter-group filter-price">
        <legend>{`${t("listing.price")} (${t("system_currency")})`}</legend>
        <div className="filter-price-fields">
          <label>
            <span>{t("listing.priceFrom")}</span>
            <input
              type="number"
              name="price_from"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder={String(range.min)}
              defaultValue={state.price?.low || ""}
              onBlur={submitIfChanged}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span>{t("listing.priceTo")}</span>
            <input
              type="number"
              name="price_to"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder={String(range.max)}
              defaultValue={state.price?.high || ""}
              onBlur={submitIfChanged}
            />
          </label>
        </div>
      </fieldset>
      <button type="submit" id="filter-apply" className="button filter-apply">
        {t("listing.apply")}
      </button>
    </form>
  );
}

/** The sort select: part of the filter form (by its `form` attribute) wherever it stands. */
export function SortSelect({ sort }: { sort: ListingState["sort"] }) {
  const t = useT();
  return (
    <div className="sort-select">
      <label htmlFor="listing-sort">{t("listing.sortLabel")}</label>
      <select
        id="listing-sort"
        name="orderBy"
        form={FILTER_FORM_ID}
        defaultValue={sort}
        key={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`listing.sort.${option}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="button button-secondary">
          {t("listing.sortApply")}
        </button>
      </noscript>
    </div>
  );
}
