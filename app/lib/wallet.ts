// spec §6: "A cart containing any of a fixed list of 20 specific product SKUs does not permit
// the online wallet payment method." Pure: the list is configuration (app/config).

/** Whether the online wallet may pay for a cart holding these SKUs (case-sensitive, as stored). */
export function walletAllowed(skus: Iterable<string>, restricted: ReadonlySet<string> | readonly string[]) {
  const list = restricted instanceof Set ? restricted : new Set(restricted as readonly string[]);
  for (const sku of skus) if (list.has(sku)) return false;
  return true;
}
