import { describe, expect, it } from "vitest";
import { minorUnits } from "./money";
import { localDay, newOrderMail, summaryDueDay, summaryMail, yesterdayUtc } from "./staff-mail";

// README "Told of new orders": "a morning summary … once a day at 07:00 server time"; a server
// started later that morning still sends it, until noon; the sales are yesterday's (UTC days, as
// the start page counts them).

const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);

describe("summaryDueDay", () => {
  it("is the server's local day from 07:00 until noon, and null outside", () => {
    expect(summaryDueDay(at(2027, 3, 14, 6, 59))).toBeNull();
    expect(summaryDueDay(at(2027, 3, 14, 7, 0))).toBe("2027-03-14");
    expect(summaryDueDay(at(2027, 3, 14, 11, 59))).toBe("2027-03-14");
    expect(summaryDueDay(at(2027, 3, 14, 12, 0))).toBeNull();
    expect(summaryDueDay(at(2027, 3, 14, 23, 0))).toBeNull();
  });

  it("names the day with zero-padded month and day", () => {
    expect(localDay(at(2027, 1, 5, 8))).toBe("2027-01-05");
  });
});

describe("yesterdayUtc", () => {
  it("is the UTC day before", () => {
    expect(yesterdayUtc(new Date("2027-03-01T06:00:00Z"))).toBe("2027-02-28");
  });
});

describe("the mails", () => {
  const links = {
    order: "https://admin.example.com/admin/orders/SI-1",
    account: "https://admin.example.com/admin/account",
    home: "https://admin.example.com/admin",
  };

  it("a new order names its number, storefront, total with its currency, payment and its page", () => {
    const mail = newOrderMail(
      { number: "SI-1", storefront: "Lumera Slovenija (su)", total: minorUnits(4590), currencyCode: "EUR", paymentMethod: "card", paid: true },
      links,
    );
    expect(mail.subject).toBe("New order SI-1 (Lumera Slovenija (su), 45,90 EUR)");
    expect(mail.text).toContain("Storefront: Lumera Slovenija (su)");
    expect(mail.text).toContain("Total: 45,90 EUR");
    expect(mail.text).toContain("Payment: Card, paid");
    expect(mail.text).toContain(links.order);
    expect(
      newOrderMail({ number: "SI-2", storefront: "x", total: minorUnits(100), currencyCode: "HUF", paymentMethod: "bank", paid: false }, links).text,
    ).toContain("Payment: Bank transfer, not paid yet");
  });

  it("the summary counts what waits in words and lists yesterday's sales, or says there were none", () => {
    const waiting = { awaitingTransfer: 1, toShip: 2, failedPayments: 0, failedMails: 1, stuckMails: 1 };
    const none = summaryMail({ day: "2027-03-14", yesterday: "2027-03-13", waiting, sales: [] }, links);
    expect(none.subject).toBe("What waits on 2027-03-14: 3 orders to act on");
    expect(none.text).toContain("- 1 bank transfer to match");
    expect(none.text).toContain("- 2 paid orders to ship");
    expect(none.text).toContain("- 0 card payments failed in the last 7 days");
    expect(none.text).toContain("- 2 mails not going out");
    expect(none.text).toContain("Sales yesterday (2027-03-13, orders paid, UTC):\n- no paid orders");
    const some = summaryMail(
      {
        day: "2027-03-14",
        yesterday: "2027-03-13",
        waiting,
        sales: [{ storefront: "Lumera Hrvatska (hr)", currencyCode: "EUR", orders: 1, total: minorUnits(1250) }],
      },
      links,
    );
    expect(some.text).toContain("- Lumera Hrvatska (hr): 1 order, 12,50 EUR");
  });
});
