// English order messages (the order lifecycle: statuses as the shopper sees them, the mails of
// the order desk, the test payment page's warning): the reference set for this section (../en.ts).
const orders = {
  testPayment: "Test payment — no money moves",
  statuses: {
    awaiting_payment: "Awaiting payment",
    placed: "Received",
    paid: "Paid",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
  },
  page: {
    title: "Order {{number}}",
    placedOn: "Placed on {{date}}",
    details: "Order details",
    status: "Status",
    payment: "Payment",
    delivery: "Delivery",
    each: "{{price}} each",
    summary: "Summary",
  },
  payment: {
    paid: "Paid on {{date}}",
    awaitingPayment: "Awaiting payment",
    awaitingTransfer: "Awaiting your bank transfer",
    onDelivery: "Paid on delivery",
    notPaid: "Nothing was charged",
  },
  history: {
    title: "History",
    attempt: "Earlier attempt {{number}}",
    events: {
      placed: "Order placed",
      paid: "Payment received",
      shipped: "Shipped",
      delivered: "Delivered",
      cancelledByShop: "Cancelled by the shop",
      cancelled: "Payment cancelled by you",
      failed: "The payment failed",
      expired: "The time to pay ran out",
      replaced: "Left unpaid and replaced by a new order",
    },
  },
  mail: {
    viewOrder: "Your order in your account:",
    paidSubject: "Payment received for order {{number}}",
    paidText: "we have received your payment of {{amount}} for order {{number}}.",
    deliveredText: "your order {{number}} has been delivered and we have received your payment of {{amount}}.",
    certificatesFollow: "Your gift certificates arrive in separate e-mails, each with its code.",
    nextShipping: "We are preparing your parcel and will write again when it is on its way.",
    shippedSubject: "Your order {{number}} is on its way",
    shippedText: "your order {{number}} is on its way to: {{address}}",
    shippedPickup: "your order {{number}} is on its way to {{shop}}, where you can collect it.",
    codAmount: "Please have {{amount}} ready: you pay on delivery.",
  },
};

export default orders;
