// English content messages (home, blog, CMS, brand list): the reference set for this section (see ../en.ts).
const content = {
  home: {
    featured: "Featured",
    categoriesTitle: "Shop by category",
    brandsTitle: "Our brands",
    allBrands: "All brands",
    recommendedTitle: "Recommended for you",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "Our products will be here soon.",
    advantagesTitle: "Why shop with us",
    socialTitle: "Follow us",
    socialText: "Tips, new arrivals and offers, first on our social networks.",
  },
  blog: {
    title: "Blog",
    description: "Tips for natural skin care, sustainable living at home and news from our shops.",
    categoryDescription: "Articles in “{{name}}” on our blog.",
    categories: "Topics",
    allPosts: "All articles",
    readMore: "Read the article",
    related: "More in {{name}}",
    backToBlog: "Back to the blog",
    noPosts: "There are no articles here yet.",
    pagination: "Blog pages",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}}",
    postCount_one: "{{count}} article",
    postCount_other: "{{count}} articles",
  },
  cms: {
    otherPages: "More information",
    acceptedVersion: "This is the text as it was accepted with orders from {{date}} on.",
    currentVersion: "Read the current version",
  },
  brands: {
    title: "Brands",
    description: "Every brand we sell, from A to Z, with where it comes from and how many of its products we stock.",
    intro: "Every brand we sell, from A to Z. Choose a brand to see all of its products.",
    letters: "Brands by letter",
    viewProducts: "View products",
    productCount_one: "{{count}} product",
    productCount_other: "{{count}} products",
  },
};

export default content;
