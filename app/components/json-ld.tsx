import { useRouteLoaderData } from "@remix-run/react";
import { scriptJson } from "~/lib/json-ld";
import type { RootData } from "~/root";
import { useNonce } from "./nonce";

/** One JSON-LD document for crawlers (schema.org), escaped so no text can close the script. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/** The request's origin (from the root data): JSON-LD wants absolute URLs. */
export function useOrigin() {
  return (useRouteLoaderData("root") as RootData | undefined)?.origin ?? "";
}
