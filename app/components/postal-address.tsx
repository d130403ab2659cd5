import type { DeliveryAddress } from "~/lib/checkout";
import { personName } from "~/lib/person-name";
import { useT } from "~/utils/use-t";

/**
 * A delivery address as the review step, the success page and the order page print it: the
 * name in the language's order (family name first in Hungarian), street, postcode and city,
 * the country by its name, and the phone when there is one and it is asked for.
 */
export function PostalAddress({ address, iso, withPhone = false }: { address: DeliveryAddress; iso: string | undefined; withPhone?: boolean }) {
  const t = useT();
  return (
    <address>
      {personName(address.firstName, address.lastName, iso)}
      <br />
      {address.street}
      <br />
      {address.postcode} {address.city}
      <br />
      {t(`account.address.countries.${address.country}`)}
      {withPhone && address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
