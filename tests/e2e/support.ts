// The port the Playwright web server listens on (playwright.config.ts), and a storefront URL on it.
export const port = process.env.E2E_PORT ?? "3111";

export const url = (host: string, path = "/") => `http://${host}:${port}${path}`;
