import type { LoaderFunctionArgs } from "@remix-run/node";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "@remix-run/router";
import { messagesFor } from "~/i18next.server";
import { type Namespace, pickMessages } from "~/lib/messages";
import { storefrontOf } from "~/utils/storefront-request.server";

// The messages a page sends (app/lib/messages.ts): serialized once per language and namespaces,
// as a JSON string (one string costs Remix's encoder nothing next to a tree of them).

const serialized = new Map<string, string>();

export function messagesJson(language: string, namespaces: readonly Namespace[]): string {
  const key = `${language}|${namespaces.join(",")}`;
  let json = serialized.get(key);
  if (json === undefined) serialized.set(key, (json = JSON.stringify(pickMessages(messagesFor(language), namespaces))));
  return json;
}

export interface PageMessages {
  /** this page's namespaces of the storefront's language, as JSON */
  messages: string;
}

type WithMessages<R> = R extends Response ? R : R extends DataWithResponseInit<infer D> ? DataWithResponseInit<D & PageMessages> : R & PageMessages;

const isDataWithInit = (value: unknown): value is DataWithResponseInit<object> =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * A page loader that also sends the page's namespaces (its `handle.i18n`). A redirect or any
 * other Response passes as it is; what a loader throws (a 404) is rendered with the shell's.
 */
export function withMessages<A extends LoaderFunctionArgs, R>(namespaces: readonly Namespace[], loader: (args: A) => Promise<R> | R) {
  return async (args: A): Promise<WithMessages<R>> => {
    const [result, { storefront }] = await Promise.all([loader(args), storefrontOf(args.request, args.context)]);
    if (result instanceof Response) return result as WithMessages<R>;
    const messages = messagesJson(storefront.iso, namespaces);
    if (isDataWithInit(result)) {
      result.data = { ...result.data, messages };
      return result as WithMessages<R>;
    }
    return { ...(result as object), messages } as WithMessages<R>;
  };
}
