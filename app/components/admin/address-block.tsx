import type { ReactNode } from "react";

// A delivery address as the back office prints it, on an order's page and on its packing slip:
// one line per part, the phone last when the shopper gave one.

export interface AddressLines {
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone?: string | null;
}

/** `name` as each page writes it: the order's page given then family name, the slip in the order's language. */
export function AddressBlock({ name, address, className }: { name: ReactNode; address: AddressLines; className?: string }) {
  return (
    <address className={className}>
      {name}
      <br />
      {address.street}
      <br />
      {address.postcode} {address.city}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
