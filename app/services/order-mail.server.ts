import { getFixedT } from "~/i18next.server";
import type { DeliveryAddress } from "~/lib/checkout";
import { formatMinor } from "~/lib/money";
import { sendMail } from "./mail.server";
import type { OrderView } from "./orders.server";

// The mails a shop sends as an order moves on (the order desk, scripts/orders.ts): the payment
// received (a bank transfer recorded, or cash collected on delivery) and the parcel on its way.
// In the order's language and currency, through the one sendMail (outbox or SMTP).

/** An address on one line, as mails and the desk print it. */
export function addressLine(a: DeliveryAddress) {
  return `${a.firstName} ${a.lastName}, ${a.street}, ${a.postcode} ${a.city}, ${a.country}`;
}

/** A mail's greeting: by name where the order has an address, plainly for certificates alone. */
export function mailGreeting(order: Pick<OrderView, "address">, t: (key: string, values?: Record<string, string>) => string) {
  return order.address ? t("checkout.mail.greeting", { name: order.address.firstName }) : t("checkout.mail.greetingPlain");
}

export async function sendStatusMail(order: OrderView, kind: "paid" | "shipped") {
  const t = await getFixedT(order.lang);
  const money = (minor: number) => formatMinor(minor, t("system_currency"));
  const a = order.address;
  const values = { number: order.number, amount: money(order.grandTotal) };
  const body =
    kind === "paid"
      ? [
          t(order.paymentMethod === "cod" ? "orders.mail.deliveredText" : "orders.mail.paidText", values),
          ...(order.lines.some((l) => l.kind === "gift_certificate") ? ["", t("orders.mail.certificatesFollow")] : []),
          ...(order.paymentMethod !== "cod" && order.shippingMethod !== "none" ? ["", t("orders.mail.nextShipping")] : []),
        ]
      : [
          order.shippingMethod === "pickup"
            ? t("orders.mail.shippedPickup", { ...values, shop: order.pickupShop ?? "" })
            : t("orders.mail.shippedText", { ...values, address: a ? addressLine(a) : "" }),
          // cash on delivery: the parcel is paid at the door (or in the shop)
          ...(order.paymentMethod === "cod" && order.paidAt === null ? ["", t("orders.mail.codAmount", values)] : []),
        ];
  const text = [mailGreeting(order, t), "", ...body, "", t("checkout.mail.thanks")].join("\n");
  await sendMail({ to: order.email, subject: t(kind === "paid" ? "orders.mail.paidSubject" : "orders.mail.shippedSubject", values), text });
}
