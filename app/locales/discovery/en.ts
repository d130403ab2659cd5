// English discovery messages (search page, live search dropdown, 404 page): the reference set
// for this section (see ../en.ts).
const discovery = {
  search: {
    title: "Search",
    titleTerm: "Search results for “{{term}}”",
    description: "Products and categories of {{site}} matching “{{term}}”.",
    emptyLead: "What are you looking for? Search by product name, brand, ingredient or product code.",
    resultCount_one: "{{count}} product found",
    resultCount_other: "{{count}} products found",
    resultCountCapped: "More than {{count}} products found",
    categories: "Matching categories",
    products: "Products",
    noResults: "We found no products for “{{term}}”.",
    didYouMean: "Did you mean",
    correctedTo: "Showing products for “{{term}}”.",
    noResultsHint: "Check the spelling, try fewer or more general words, or start from a popular search:",
    popular: "Popular searches",
    pagination: "Result pages",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {{page}} of {{total}}",
  },
  dropdown: {
    label: "Search suggestions",
    products: "Products",
    categories: "Categories",
    showAll: "Show all results for “{{term}}”",
    searching: "Searching…",
    noSuggestions: "No suggestions for “{{term}}”. Press Enter to search.",
    available_one: "{{count}} suggestion available, use the arrow keys to choose.",
    available_other: "{{count}} suggestions available, use the arrow keys to choose.",
  },
  notFound: {
    recommended: "You might like these",
  },
};

export default discovery;
