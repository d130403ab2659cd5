import { useMatches, useNavigate } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "~/utils/use-t";
import { createRequestSequence, formatAmount, nextActiveIndex, SEARCH_DEBOUNCE_MS, searchPath } from "~/lib/search-dropdown";
import { normalizeSearchTerm } from "~/lib/search-term";
import { useHref, useShop } from "~/utils/shop";

// The search box of the header and the 404 page (spec §2, §4 Search, §5). Without JavaScript
// it is a plain GET form to /search (?q=, which redirects to /search/{term}). With it, the
// box asks the API after 1 s without typing, or at once on paste, and shows a dropdown of
// products and categories (ARIA 1.2 combobox: the input itself has the role).

/** The answer of POST /api/product_search/searchProducts (spec §7); prices already converted. */
interface Suggestions {
  resultType: "search" | "skuOrEan";
  products: {
    id: number;
    urlKey: string;
    image: string | null;
    name: string;
    price: { regularPrice: number; discountPrice: number | null; isDiscounted: boolean };
  }[];
  categories: { urlKey: string; storeUrl: string; name: string }[];
  productCount: number;
}

interface Option {
  href: string;
  kind: "product" | "category" | "all";
}

interface Props {
  /** id of the input (labels and option ids derive from it) */
  id: string;
  className: string;
  /** the header shows a magnifier; the 404 page a worded button */
  iconButton?: boolean;
}

export function SearchBox({ id, className, iconButton = false }: Props) {
  const t = useT();
  const href = useHref();
  const shop = useShop();
  const navigate = useNavigate();
  const matches = useMatches();
  const listboxId = `${id}-listbox`;
  const statusId = useId();

  const [results, setResults] = useState<(Suggestions & { term: string }) | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const sequence = useRef(createRequestSequence());
  const inFlight = useRef<AbortController | null>(null);
  const pasted = useRef(false);

  const options: Option[] = results
    ? [
        ...results.products.map((p): Option => ({ href: href(`/${p.urlKey}`), kind: "product" })),
        ...results.categories.map((c): Option => ({ href: href(`/${c.storeUrl}`), kind: "category" })),
        ...(results.productCount > 0 || results.categories.length > 0 ? [{ href: href(searchPath(results.term)), kind: "all" as const }] : []),
      ]
    : [];
  const expanded = open && results !== null;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    clearTimeout(timer.current);
    sequence.current.cancel();
    inFlight.current?.abort();
    setLoading(false);
    setResults(null);
    close();
  }

  async function ask(term: string) {
    if (!shop) return;
    const request = sequence.current.next();
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const response = await fetch("/api/product_search/searchProducts", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ department: shop.department, search: term }),
        signal: controller.signal,
      });
      const body = (await response.json()) as Suggestions & { success: boolean };
      // an older term answering after a newer one is ignored
      if (!sequence.current.isCurrent(request) || !body.success) return;
      setLoading(false);
      // spec §4: a single skuOrEan result goes straight to the product page
      if (body.resultType === "skuOrEan" && body.products.length === 1) {
        clear();
        navigate(href(`/${body.products[0].urlKey}`));
        return;
      }
      setResults({ ...body, term });
      setActive(-1);
      setOpen(true);
    } catch {
      // aborted or offline: the form still submits to the search page
      if (sequence.current.isCurrent(request)) setLoading(false);
    }
  }

  function onChange(value: string) {
    const term = normalizeSearchTerm(value);
    clearTimeout(timer.current);
    // spec §4: an empty term clears the results
    if (!term) return clear();
    if (pasted.current) {
      pasted.current = false;
      void ask(term);
      return;
    }
    timer.current = setTimeout(() => void ask(term), SEARCH_DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextActiveIndex(expanded ? current : -1, options.length, event.key as "ArrowDown" | "ArrowUp"));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      }
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      const target = options[active].href;
      clear();
      navigate(target);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // spec §2: a non-empty term goes to search/{term} (without JavaScript via ?q= and a redirect)
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement | null;
    const term = normalizeSearchTerm(input?.value);
    clear();
    navigate(href(term ? searchPath(term) : "/search"));
  }

  // a click outside closes the dropdown
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  // the results page keeps its term in the box, so the shopper can refine it
  const shownTerm = (matches.find((match) => match.id.startsWith("search:"))?.data as { term?: string } | undefined)?.term ?? "";

  // spec §2: only normal storefronts have a search page; elsewhere the form would lead to a 404
  if (shop && shop.shopType !== "normal") return null;

  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;
  const productCount = results?.products.length ?? 0;
  const categoryCount = results?.categories.length ?? 0;
  /** props of the option at `index` of `options` (products, then categories, then "show all") */
  const optionProps = (index: number) => ({
    id: `${id}-option-${index}`,
    role: "option",
    "aria-selected": index === active,
    className: `discovery-option discovery-option-${options[index].kind}${index === active ? " discovery-option-active" : ""}`,
    onMouseEnter: () => setActive(index),
  });
  /** follows an option's link in the app (the href stays for middle clicks and crawlers) */
  const follow = (index: number) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const target = options[index].href;
    clear();
    navigate(target);
  };

  return (
    <form ref={root} method="get" action={href("/search")} role="search" className={`${className} discovery-box`} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t("header.searchLabel")}
      </label>
      <div className="discovery-combobox">
        {/* ARIA 1.2 combobox: the input itself, controlling the listbox below. A text input, not
            type="search": HTML allows role="combobox" (and so aria-expanded) only on the first;
            enterKeyHint keeps the mobile keyboard's search key. */}
        <input
          id={id}
          key={shownTerm}
          defaultValue={shownTerm}
          role="combobox"
          aria-expanded={expanded}
          aria-haspopup="listbox"
          type="text"
          enterKeyHint="search"
          name="q"
          placeholder={t("header.searchPlaceholder")}
          autoComplete="off"
          aria-autocomplete="list"
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={statusId}
          onChange={(event) => onChange(event.currentTarget.value)}
          onPaste={() => {
            pasted.current = true;
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            if (results && normalizeSearchTerm(event.currentTarget.value) === results.term) setOpen(true);
          }}
        />
      </div>
      {iconButton ? (
        <button type="submit" className="search-button" aria-label={t("header.searchButton")}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <button type="submit" className="button">
          {t("header.searchButton")}
        </button>
      )}
      <p id={statusId} className="visually-hidden" role="status" aria-live="polite">
        {loading ? t("discovery.dropdown.searching") : expanded ? t("discovery.dropdown.available", { count: options.length }) : ""}
      </p>
      <div className="discovery-dropdown" hidden={!expanded}>
        <ul id={listboxId} role="listbox" aria-label={t("discovery.dropdown.label")} className="discovery-listbox">
          {productCount > 0 ? (
            <li role="presentation" className="discovery-group">
              {t("discovery.dropdown.products")}
            </li>
          ) : null}
          {results?.products.map((product, i) => (
            <li key={product.id} {...optionProps(i)}>
              <a href={options[i].href} tabIndex={-1} onClick={follow(i)}>
                {product.image ? (
                  <img src={product.image} width={48} height={48} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className="discovery-option-noimage" />
                )}
                <span className="discovery-option-name">{product.name}</span>
                <span className="discovery-option-price">
                  {product.price.isDiscounted && product.price.discountPrice !== null ? (
                    <>
                      <del>{formatAmount(product.price.regularPrice, t("system_currency"))}</del>{" "}
                      <strong className="discovery-sale">{formatAmount(product.price.discountPrice, t("system_currency"))}</strong>
                    </>
                  ) : (
                    <strong>{formatAmount(product.price.regularPrice, t("system_currency"))}</strong>
                  )}
                </span>
              </a>
            </li>
          ))}
          {categoryCount > 0 ? (
            <li role="presentation" className="discovery-group">
              {t("discovery.dropdown.categories")}
            </li>
          ) : null}
          {results?.categories.map((category, j) => (
            <li key={category.storeUrl} {...optionProps(productCount + j)}>
              <a href={options[productCount + j].href} tabIndex={-1} onClick={follow(productCount + j)}>
                <span className="discovery-option-name">{category.name}</span>
              </a>
            </li>
          ))}
          {results && options.length > productCount + categoryCount ? (
            <li {...optionProps(productCount + categoryCount)}>
              <a href={options[productCount + categoryCount].href} tabIndex={-1} onClick={follow(productCount + categoryCount)}>
                {t("discovery.dropdown.showAll", { term: results.term })} →
              </a>
            </li>
          ) : null}
          {results && options.length === 0 ? (
            <li role="presentation" className="discovery-none">
              {t("discovery.dropdown.noSuggestions", { term: results.term })}
            </li>
          ) : null}
        </ul>
      </div>
    </form>
  );
}
