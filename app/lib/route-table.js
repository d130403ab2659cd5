// @ts-check
// The route table of spec section 2, in one place. remix.config.js turns it into Remix routes
// (every path unprefixed and under each locale prefix), and app/lib/page-kind.ts reads it to
// know which page a path is and what its row says (shop types, public, localized names).
// Plain JavaScript so that remix.config.js can import it without a compiler; checked by the
// TypeScript compiler all the same (@ts-check, JSDoc), and the tables are `const`, so a page id
// that is not in the table (requirePage(…, "chekout")) fails `npm run typecheck`.

/** @typedef {"normal" | "one-brand" | "other"} ShopType */
/** @typedef {"store" | "checkout"} Layout */
/**
 * @typedef {{ id: string; file: string; layout: Layout; shopTypes: readonly ShopType[]; public?: boolean; localizedRedirect?: boolean } &
 *   ({ paths: readonly string[] } | { names: keyof typeof LOCALIZED_NAMES; suffix: string })} Page
 */

/** Locale prefixes a storefront may use (spec §2: "/sl, /hr, /hu, /en"). */
export const LOCALE_PREFIXES = /** @type {const} */ (["sl", "hr", "hu", "en"]);

/**
 * Is a path segment one of the locale prefixes?
 * @param {string} segment
 * @returns {segment is (typeof LOCALE_PREFIXES)[number]}
 */
export function isLocalePrefix(segment) {
  return /** @type {readonly string[]} */ (LOCALE_PREFIXES).includes(segment);
}

/**
 * Localized route names (spec §2). Each storefront's configuration picks one name per group;
 * every name is routed under every prefix so that a page requested under another storefront's
 * name can be redirected to this storefront's name.
 */
export const LOCALIZED_NAMES = /** @type {const} */ ({
  brands: ["brand", "brands", "znamke", "marke", "marken", "marchi", "markak"],
  giftCertificate: ["giftCertificate", "darilni-boni.html", "poklon-bonovi.html"],
});

/**
 * Which shop types answer a page (spec §2): a normal storefront every page; one-brand home,
 * the checkout and its subpaths, CMS pages and the product and category pages; other types
 * home, the checkout and CMS only ("checkout" read as including its subpaths: a checkout that
 * cannot finish is no checkout). The token-link hop opens on every shop type.
 */
const ALL = /** @type {const} */ (["normal", "one-brand", "other"]);
const NORMAL_AND_ONE_BRAND = /** @type {const} */ (["normal", "one-brand"]);
const NORMAL = /** @type {const} */ (["normal"]);

/**
 * Every page: its id, its route module, its layout, the shop types that answer it, and
 * `public` for a page that shows every visitor without a session the same thing (the full-page
 * cache may keep it, app/page-cache.server.ts): home, catalogue, brands, blog, CMS and search.
 * Cart, checkout, account, wishlist and login pages are personal. A route module that is in
 * neither PAGES nor RESOURCES is not served (route-table.test.ts keeps every file listed).
 */
export const PAGES = /** @type {const} @satisfies {readonly Page[]} */ ([
  { id: "home", file: "routes/home.tsx", paths: [""], shopTypes: ALL, public: true, layout: "store" },
  { id: "login", file: "routes/login.tsx", paths: ["login"], shopTypes: NORMAL, layout: "store" },
  { id: "verify", file: "routes/verify.tsx", paths: ["verify"], shopTypes: NORMAL, layout: "store" },
  { id: "profile", file: "routes/profile.tsx", paths: ["profile"], shopTypes: NORMAL, layout: "store" },
  { id: "profile-order", file: "routes/profile-order.tsx", paths: ["profile/orders/:number"], shopTypes: NORMAL, layout: "store" },
  // an invoice or credit note of the customer's order, as a PDF (README "Taxes and invoices"): a file, no page of its own
  {
    id: "profile-order-document",
    file: "routes/profile-order-document.ts",
    paths: ["profile/orders/:number/invoices/:id"],
    shopTypes: NORMAL,
    layout: "store",
  },
  { id: "wishlist", file: "routes/wishlist.tsx", paths: ["wishlist"], shopTypes: NORMAL, layout: "store" },
  { id: "cart", file: "routes/cart.tsx", paths: ["cart"], shopTypes: NORMAL, layout: "store" },
  { id: "search", file: "routes/search.tsx", paths: ["search", "search/:term"], shopTypes: NORMAL, public: true, layout: "store" },
  { id: "blog", file: "routes/blog.tsx", paths: ["blog"], shopTypes: NORMAL, public: true, layout: "store", localizedRedirect: true },
  {
    id: "blog-category",
    file: "routes/blog-category.tsx",
    paths: ["blog/category/:prop"],
    shopTypes: NORMAL,
    public: true,
    layout: "store",
    localizedRedirect: true,
  },
  { id: "blog-post", file: "routes/blog-post.tsx", paths: ["blog/:prop"], shopTypes: NORMAL, public: true, layout: "store", localizedRedirect: true },
  { id: "brands", file: "routes/brands.tsx", names: "brands", suffix: "", shopTypes: NORMAL, public: true, layout: "store", localizedRedirect: true },
  { id: "brand", file: "routes/brand.tsx", names: "brands", suffix: "/:prop", shopTypes: NORMAL, public: true, layout: "store", localizedRedirect: true },
  { id: "cms", file: "routes/cms.tsx", paths: ["cms/:urlKey"], shopTypes: ALL, public: true, layout: "store" },
  // a version of the terms or privacy notice as orders accepted it (legal-texts.server.ts), linked from their confirmation
  { id: "legal-text", file: "routes/legal-text.tsx", paths: ["legal/:version"], shopTypes: ALL, public: true, layout: "store" },
  { id: "password-reset", file: "routes/password-reset.tsx", paths: ["password-reset"], shopTypes: NORMAL, layout: "store" },
  { id: "forgotten-password", file: "routes/forgotten-password.tsx", paths: ["forgotten-password"], shopTypes: NORMAL, layout: "store" },
  {
    id: "gift-certificate",
    file: "routes/gift-certificate.tsx",
    names: "giftCertificate",
    suffix: "",
    shopTypes: NORMAL,
    layout: "store",
    localizedRedirect: true,
  },
  { id: "open-link", file: "routes/open-link.tsx", paths: ["open-link"], shopTypes: ALL, layout: "store" },
  // the EU withdrawal function: every shop type sells, so every one answers it; a form, never cached
  { id: "withdrawal", file: "routes/withdrawal.tsx", paths: ["withdrawal"], shopTypes: ALL, layout: "store" },
  // the product and category pages, by slug (the id names the route's place: it takes every path left)
  { id: "catch-all", file: "routes/product-or-category.tsx", paths: ["*"], shopTypes: NORMAL_AND_ONE_BRAND, public: true, layout: "store" },
  { id: "checkout", file: "routes/checkout.tsx", paths: ["checkout"], shopTypes: ALL, layout: "checkout" },
  { id: "checkout-success", file: "routes/checkout-success.tsx", paths: ["checkout/success"], shopTypes: ALL, layout: "checkout" },
  { id: "checkout-status", file: "routes/checkout-status.tsx", paths: ["checkout/status/:type"], shopTypes: ALL, layout: "checkout" },
  // the built-in test payment page (a static segment: it outranks the steps' splat)
  { id: "checkout-pay", file: "routes/checkout-pay.tsx", paths: ["checkout/pay"], shopTypes: ALL, layout: "checkout" },
  // a phone order's mailed card-payment link (pay-link.server.ts): opened without our cookies
  { id: "pay-link", file: "routes/pay-link.tsx", paths: ["pay/:token"], shopTypes: ALL, layout: "checkout" },
  // the cart as the checkout's first step, for shop types without a cart page (spec §2)
  { id: "checkout-cart", file: "routes/checkout-cart.tsx", paths: ["checkout/cart"], shopTypes: ALL, layout: "checkout" },
  { id: "checkout-step", file: "routes/checkout-step.tsx", paths: ["checkout/*"], shopTypes: ALL, layout: "checkout" },
]);

/**
 * Every unprefixed path of a page, localized names expanded.
 * @param {Page} page
 * @returns {readonly string[]}
 */
export function pagePaths(page) {
  if ("paths" in page) return page.paths;
  return LOCALIZED_NAMES[page.names].map((name) => name + page.suffix);
}

/**
 * Resource routes outside the storefront layouts (JSON API, files). `pageCookie`: a JSON API call
 * that also takes the session cookie of this shop's own pages (spec §7 Cart), so that, sent
 * without a bearer token, its Origin is checked like a form's (app/same-origin.server.ts); every
 * other API call knows its caller by the bearer token alone.
 */
export const RESOURCES = /** @type {const} */ ([
  { id: "api-storefront-locales", file: "routes/api.fetchStoreFrontLocales.ts", path: "api/fetchStoreFrontLocales" },
  // spec §7 Product and catalogue
  { id: "api-fetch-product", file: "routes/api.product.fetchProduct.ts", path: "api/product/fetchProduct" },
  { id: "api-fetch-recommended-products", file: "routes/api.product.fetchRecommendedProducts.ts", path: "api/product/fetchRecommendedProducts" },
  { id: "api-fetch-wishlist-products", file: "routes/api.product.fetchWishlistProducts.ts", path: "api/product/fetchWishlistProducts" },
  { id: "api-fetch-category", file: "routes/api.category.fetchCategory.ts", path: "api/category/fetchCategory" },
  { id: "api-update-category-filters", file: "routes/api.category.updateCategoryFilters.ts", path: "api/category/updateCategoryFilters" },
  { id: "api-search-products", file: "routes/api.product_search.searchProducts.ts", path: "api/product_search/searchProducts" },
  // spec §7 Content and storefront: fetchCategoryNavbar, fetchCoreContent, fetchSaleMessage, ...
  { id: "api-cms", file: "routes/api.cms.$call.ts", path: "api/cms/:call" },
  // spec §7 Session
  { id: "api-user-login", file: "routes/api.user.login.ts", path: "api/user/login" },
  { id: "api-user-register", file: "routes/api.user.register.ts", path: "api/user/register" },
  { id: "api-user-register-checkout", file: "routes/api.user.registerCheckout.ts", path: "api/user/registerCheckout" },
  { id: "api-user-fetch-user", file: "routes/api.user.fetchUser.ts", path: "api/user/fetchUser" },
  { id: "api-user-fetch-user-from-link", file: "routes/api.user.fetchUserFromLink.ts", path: "api/user/fetchUserFromLink" },
  { id: "api-user-fetch-guest-token", file: "routes/api.user.fetchGuestToken.ts", path: "api/user/fetchGuestToken" },
  { id: "api-user-logout", file: "routes/api.user.logout.ts", path: "api/user/logout" },
  { id: "api-user-mass-logout", file: "routes/api.user.massLogout.ts", path: "api/user/massLogout" },
  { id: "api-user-update-user-newsletter", file: "routes/api.user.updateUserNewsletter.ts", path: "api/user/updateUserNewsletter" },
  { id: "api-user-update-guest-email", file: "routes/api.user.updateGuestEmail.ts", path: "api/user/updateGuestEmail" },
  // spec §7 Wishlist
  { id: "api-wishlist-add-wishlist-items", file: "routes/api.wishlist.addWishlistItems.ts", path: "api/wishlist/addWishlistItems" },
  { id: "api-wishlist-delete-wishlist-item", file: "routes/api.wishlist.deleteWishlistItem.ts", path: "api/wishlist/deleteWishlistItem" },
  // spec §7 Cart
  { id: "api-cart-add-cart-items", file: "routes/api.cart.addCartItems.ts", path: "api/cart/addCartItems", pageCookie: true },
  { id: "api-cart-modify-cart-items", file: "routes/api.cart.modifyCartItems.ts", path: "api/cart/modifyCartItems", pageCookie: true },
  { id: "api-cart-update-cart-items", file: "routes/api.cart.updateCartItems.ts", path: "api/cart/updateCartItems", pageCookie: true },
  { id: "api-cart-delete-cart-items", file: "routes/api.cart.deleteCartItems.ts", path: "api/cart/deleteCartItems", pageCookie: true },
  { id: "api-cart-recalc-cart", file: "routes/api.cart.recalcCart.ts", path: "api/cart/recalcCart", pageCookie: true },
  { id: "api-cart-delete-cart", file: "routes/api.cart.deleteCart.ts", path: "api/cart/deleteCart", pageCookie: true },
  // spec §7 Cart: the extras
  { id: "api-cart-add-cart-service-items", file: "routes/api.cart.addCartServiceItems.ts", path: "api/cart/addCartServiceItems", pageCookie: true },
  { id: "api-cart-add-discount-code", file: "routes/api.cart.addDiscountCode.ts", path: "api/cart/addDiscountCode", pageCookie: true },
  { id: "api-cart-remove-discount-code", file: "routes/api.cart.removeDiscountCode.ts", path: "api/cart/removeDiscountCode", pageCookie: true },
  { id: "api-cart-add-gift-certificate", file: "routes/api.cart.addGiftCertificate.ts", path: "api/cart/addGiftCertificate", pageCookie: true },
  { id: "api-cart-remove-gift-certificate", file: "routes/api.cart.removeGiftCertificate.ts", path: "api/cart/removeGiftCertificate", pageCookie: true },
  { id: "api-cart-add-spent-points", file: "routes/api.cart.addSpentPoints.ts", path: "api/cart/addSpentPoints", pageCookie: true },
  { id: "api-cart-remove-spent-points", file: "routes/api.cart.removeSpentPoints.ts", path: "api/cart/removeSpentPoints", pageCookie: true },
  { id: "api-not-found", file: "routes/api.$.ts", path: "api/*" },
  // crawler files of each storefront host
  { id: "robots", file: "routes/robots.txt.ts", path: "robots.txt" },
  { id: "sitemap-index", file: "routes/sitemap.xml.ts", path: "sitemap.xml" },
  { id: "sitemap-file", file: "routes/sitemaps.$department.$file.ts", path: "sitemaps/:department/:file" },
  // the consent banner's form
  { id: "consent", file: "routes/consent.ts", path: "consent" },
  // what the service worker shows without a network, per locale prefix
  { id: "offline", file: "routes/offline.ts", path: ":lang?/offline" },
  // product pictures resized on demand (app/lib/images.ts)
  { id: "images", file: "routes/images.$id.$file.ts", path: "images/:id/:file" },
  // a storefront's logo (app/lib/storefront-look.ts): its static segment outranks the pictures' :id
  { id: "images-logo", file: "routes/images.logo.$file.ts", path: "images/logo/:file" },
]);

export const LAYOUT_FILES = { store: "routes/_store.tsx", checkout: "routes/_checkout.tsx" };

/**
 * The back office (DESIGN.md "Layers": app/routes/admin.*): its own layout under /admin, answered
 * on ADMIN_HOST only (app/admin-host.server.ts), no locale prefix. Each page's loader and action
 * check the staff member's role themselves (app/utils/staff-auth.server.ts requireStaff).
 */
export const ADMIN_LAYOUT_FILE = "routes/admin.tsx";
export const ADMIN_PAGES = /** @type {const} */ ([
  { id: "admin-home", file: "routes/admin._index.tsx", path: "" },
  { id: "admin-sign-in", file: "routes/admin.sign-in.tsx", path: "sign-in" },
  { id: "admin-sign-in-code", file: "routes/admin.sign-in.code.tsx", path: "sign-in/code" },
  { id: "admin-sign-in-setup", file: "routes/admin.sign-in.setup.tsx", path: "sign-in/setup" },
  { id: "admin-sign-out", file: "routes/admin.sign-out.tsx", path: "sign-out" },
  { id: "admin-orders", file: "routes/admin.orders.tsx", path: "orders" },
  { id: "admin-orders-export", file: "routes/admin.orders.export.ts", path: "orders/export" },
  { id: "admin-orders-slips", file: "routes/admin.orders.slips.tsx", path: "orders/slips" },
  { id: "admin-orders-new", file: "routes/admin.orders.new.tsx", path: "orders/new" },
  { id: "admin-order", file: "routes/admin.order.tsx", path: "orders/:number" },
  { id: "admin-order-edit", file: "routes/admin.order-edit.tsx", path: "orders/:number/edit" },
  { id: "admin-invoices", file: "routes/admin.invoices.tsx", path: "invoices" },
  { id: "admin-invoices-export", file: "routes/admin.invoices.export.ts", path: "invoices/export" },
  { id: "admin-invoices-oss", file: "routes/admin.invoices.oss.tsx", path: "invoices/oss" },
  { id: "admin-payment-statements", file: "routes/admin.payments.statements.tsx", path: "payments/statements" },
  { id: "admin-withdrawals", file: "routes/admin.withdrawals.tsx", path: "withdrawals" },
  { id: "admin-withdrawal", file: "routes/admin.withdrawal.tsx", path: "withdrawals/:id" },
  { id: "admin-order-return", file: "routes/admin.order.return.tsx", path: "orders/:number/return" },
  // an invoice or credit note as issued, its PDF (README "Taxes and invoices"): every role that reads orders
  { id: "admin-invoice-pdf", file: "routes/admin.invoice-pdf.ts", path: "invoices/:id/pdf" },
  { id: "admin-refunds", file: "routes/admin.refunds.tsx", path: "refunds" },
  { id: "admin-refunds-sepa", file: "routes/admin.refunds.sepa.ts", path: "refunds/sepa" },
  { id: "admin-customers", file: "routes/admin.customers.tsx", path: "customers" },
  { id: "admin-customer", file: "routes/admin.customer.tsx", path: "customers/:id" },
  { id: "admin-customer-export", file: "routes/admin.customer.export.ts", path: "customers/:id/export" },
  { id: "admin-products", file: "routes/admin.products.tsx", path: "products" },
  { id: "admin-products-new", file: "routes/admin.products.new.tsx", path: "products/new" },
  { id: "admin-product", file: "routes/admin.product.tsx", path: "products/:id" },
  { id: "admin-redirects", file: "routes/admin.redirects.tsx", path: "redirects" },
  { id: "admin-redirects-import", file: "routes/admin.redirects.import.tsx", path: "redirects/import" },
  { id: "admin-redirect", file: "routes/admin.redirect.tsx", path: "redirects/:id" },
  { id: "admin-content-sale", file: "routes/admin.content.sale.tsx", path: "content/sale" },
  { id: "admin-content-layout", file: "routes/admin.content.layout.tsx", path: "content/layout" },
  { id: "admin-staff", file: "routes/admin.staff.tsx", path: "staff" },
  // CMS pages and blog posts (README "CMS pages and blog posts"); :id is "new" for a new one
  { id: "admin-pages", file: "routes/admin.pages.tsx", path: "pages" },
  { id: "admin-page", file: "routes/admin.page.tsx", path: "pages/:id" },
  { id: "admin-blog", file: "routes/admin.blog.tsx", path: "blog" },
  { id: "admin-blog-categories", file: "routes/admin.blog-categories.tsx", path: "blog/categories" },
  { id: "admin-blog-post", file: "routes/admin.blog-post.tsx", path: "blog/:id" },
  { id: "admin-audit", file: "routes/admin.audit.tsx", path: "audit" },
  // removing the demo (README "Removing the demo"): owners only
  { id: "admin-demo", file: "routes/admin.demo.tsx", path: "demo" },
  { id: "admin-invite", file: "routes/admin.invite.tsx", path: "invite" },
  { id: "admin-account", file: "routes/admin.account.tsx", path: "account" },
  { id: "admin-codes", file: "routes/admin.codes.tsx", path: "codes" },
  { id: "admin-code", file: "routes/admin.code.tsx", path: "codes/:id" },
  { id: "admin-certificates", file: "routes/admin.certificates.tsx", path: "certificates" },
  { id: "admin-certificate", file: "routes/admin.certificate.tsx", path: "certificates/:id" },
  { id: "admin-product-archive", file: "routes/admin.product-archive.tsx", path: "products/:id/archive" },
  { id: "admin-categories", file: "routes/admin.categories.tsx", path: "categories" },
  { id: "admin-category", file: "routes/admin.category.tsx", path: "categories/:id" },
  { id: "admin-brands", file: "routes/admin.brands.tsx", path: "brands" },
  { id: "admin-brand", file: "routes/admin.brand.tsx", path: "brands/:id" },
  // picture uploads, under the one prefix that takes a picture's size (app/body-limit.server.ts)
  { id: "admin-pictures-product", file: "routes/admin.pictures.product.tsx", path: "pictures/products/:id" },
  { id: "admin-pictures-blog-post", file: "routes/admin.pictures.blog-post.tsx", path: "pictures/blog/:id" },
  { id: "admin-content-home", file: "routes/admin.content.home.tsx", path: "content/home" },
  { id: "admin-content-home-preview", file: "routes/admin.content.home-preview.tsx", path: "content/home/preview" },
  { id: "admin-content-footer", file: "routes/admin.content.footer.tsx", path: "content/footer" },
  { id: "admin-catalogue", file: "routes/admin.catalogue.tsx", path: "catalogue" },
  { id: "admin-catalogue-export", file: "routes/admin.catalogue.export.ts", path: "catalogue/export" },
  { id: "admin-catalogue-job", file: "routes/admin.catalogue-job.tsx", path: "catalogue/jobs/:id" },
  { id: "admin-product-stock", file: "routes/admin.product-stock.tsx", path: "products/:id/stock" },
  { id: "admin-products-low-stock", file: "routes/admin.products.low-stock.tsx", path: "products/low-stock" },
  { id: "admin-settings", file: "routes/admin.settings.tsx", path: "settings" },
  { id: "admin-settings-storefront", file: "routes/admin.settings.storefront.tsx", path: "settings/:department" },
  // a storefront's logo, colour and status (README "Logo, colour, and switching a storefront off");
  // the logo's upload posts under /admin/pictures, the prefix that takes a picture's size
  { id: "admin-settings-look", file: "routes/admin.settings.look.tsx", path: "settings/:department/look" },
  { id: "admin-settings-look-default", file: "routes/admin.settings.look-default.ts", path: "settings/look" },
  // VAT rates and the One-Stop Shop (README "Taxes and invoices"): the shop's, not a storefront's
  { id: "admin-settings-vat", file: "routes/admin.settings.vat.tsx", path: "settings/vat" },
  { id: "admin-pictures-logo", file: "routes/admin.pictures.logo.tsx", path: "pictures/logo/:department" },
]);

/** The shop's shell with no content of its own, measured by `npm run bench` only (STOREFRONT_BENCH_ROUTES=1). */
export const BENCH_FILE = "routes/trivial.tsx";
/**
 * The same, in the store layout: the header and footer every store page has, public like them
 * (page-kind.ts), so that a shopper with a session gets it from the page cache with its holes
 * filled. `npm run bench` only (STOREFRONT_BENCH_ROUTES=1), like /__trivial.
 */
export const BENCH_SHELL_ID = "shell";

/**
 * Builds the Remix route manifest: `defineRoutes` is the helper Remix passes to `routes`.
 *
 * Pages take the locale prefix as an optional first segment (`:lang?/cart`) rather than one
 * route per prefix: Remix matches every request against the whole table, so its size is paid
 * on every page view. The page gate (requirePage) rejects a first segment that is neither a
 * prefix of the host nor the page's own name. Home keeps one index route per prefix, since an
 * optional segment alone would swallow every one-segment slug of the catch-all route.
 */
/** @param {import("@remix-run/dev/dist/config/routes").DefineRoutesFunction} defineRoutes */
export function defineAppRoutes(defineRoutes) {
  return defineRoutes((route) => {
    for (const [layout, file] of Object.entries(LAYOUT_FILES)) {
      route(undefined, file, { id: `layout-${layout}` }, () => {
        // the store's shell (header and footer) with no content of its own, measured by `npm
        // run bench` with a session as every public page is served to one (BENCH_SHELL_ID)
        if (layout === "store" && process.env.STOREFRONT_BENCH_ROUTES === "1") route("__shell", BENCH_FILE, { id: BENCH_SHELL_ID });
        for (const page of PAGES.filter((p) => p.layout === layout)) {
          for (const path of pagePaths(page)) {
            if (page.id === "home") {
              route(undefined, page.file, { id: "home:index", index: true });
              for (const prefix of LOCALE_PREFIXES) route(prefix, page.file, { id: `home:${prefix}` });
            } else if (page.id === "catch-all") {
              route(path, page.file, { id: page.id });
            } else {
              route(`:lang?/${path}`, page.file, { id: `${page.id}:${path}` });
            }
          }
        }
      });
    }
    route("admin", ADMIN_LAYOUT_FILE, { id: "admin" }, () => {
      for (const page of ADMIN_PAGES) route(page.path || undefined, page.file, { id: page.id, index: page.path === "" });
    });
    for (const resource of RESOURCES) route(resource.path, resource.file, { id: resource.id });
    // the shop's shell with no content of its own, measured by `npm run bench` only: it is in the
    // build the bench makes (STOREFRONT_BENCH_ROUTES=1), never in a production build
    if (process.env.STOREFRONT_BENCH_ROUTES === "1") route("__trivial", BENCH_FILE, { id: "trivial" });
  });
}
