// English messages of the withdrawal function (README "After the sale"): the reference set for
// this section (../en.ts). The law's words (Art. 11a CRD): "withdraw from the contract" on the
// first button, "confirm the withdrawal" on the second; the mail acknowledges receipt only.
const withdrawal = {
  link: "Withdraw from contract",
  title: "Withdraw from contract",
  intro:
    "You may withdraw from a purchase within {{days}} days of delivery without giving a reason. Fill in the form; on the next page you check it and confirm.",
  form: {
    name: "Your name",
    email: "E-mail address of the order",
    orderNumber: "Order number",
    orderNumberHint: "As in your order confirmation, e.g. SU-2026-000042",
    whichItems: "What do you withdraw from?",
    wholeOrder: "The whole order",
    someItems: "Only some items",
    items: "Which items (name and quantity)",
    lines: "Items of the order",
    reason: "Reason (optional)",
    submit: "Withdraw from contract",
  },
  confirm: {
    title: "Check and confirm your withdrawal",
    intro: "This is what we will receive. Nothing has been sent yet.",
    items: "Items",
    wholeOrder: "The whole order",
    reason: "Reason",
    submit: "Confirm withdrawal",
    change: "Change the details",
  },
  done: {
    title: "Withdrawal received",
    text: "Thank you. If the details match an order, we have sent an acknowledgement to the order's e-mail address, with what you sent and when we received it.",
    back: "Back to the shop",
  },
  errors: {
    nameRequired: "Enter your name.",
    emailInvalid: "Enter the e-mail address the order was placed with.",
    orderNumberInvalid: "Enter the order number as in your order confirmation, e.g. SU-2026-000042.",
    itemsRequired: "Say which items you send back, or choose the whole order.",
    reasonTooLong: "The reason may be at most 1,000 characters long.",
  },
  order: {
    period: "You may withdraw from this order within {{days}} days of delivery.",
    periodUntil: "You may withdraw from this order until {{date}} ({{days}} days from delivery).",
  },
  mail: {
    subject: "We received your withdrawal for order {{number}}",
    greeting: "Hello {{name}},",
    received: "we received your withdrawal from the contract for order {{number}} on {{when}}.",
    receiptOnly: "This mail confirms that we received it; it is not yet our decision on it.",
    content: "What you sent:",
    receivedAt: "Received",
    next: "We will write to you about sending the goods back and the refund.",
    period: "You may withdraw from this contract within {{days}} days of delivery: {{link}}",
  },
};

export default withdrawal;
