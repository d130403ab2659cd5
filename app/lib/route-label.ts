import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";

// The route a request path reaches, by the Remix route id it matches (request
// durations by route, a bounded set of labels whatever paths are asked for). Built once from
// the build's flat route manifest; matching reuses the router's ranked branches.

export interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  parentId?: string;
}

export function routeLabeller(manifest: Record<string, ManifestRoute | undefined>) {
  const routes = Object.values(manifest).filter((r): r is ManifestRoute => r !== undefined);
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true as const, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  // every request is labelled once it is answered (and some before): a path asked again (a
  // page from the cache, the sale's busiest ones) is not matched again; bounded, since paths are
  // the client's to choose
  const labels = new Map<string, string>();
  return (pathname: string) => {
    let label = labels.get(pathname);
    if (label === undefined) {
      if (labels.size >= LABELS_KEPT) labels.clear();
      label = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? "unmatched";
      labels.set(pathname, label);
    }
    return label;
  };
}

const LABELS_KEPT = 10_000;
