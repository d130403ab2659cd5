import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "~/db/db.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { type RunningServer, startServer } from "../support/server";

// Mail over SMTP (DESIGN.md stack: nodemailer over SMTP when SMTP_URL is set), as a real SMTP
// conversation with smtp-server started here: the password-reset mail arrives whole, in the
// storefront's language, with its link on the storefront's configured domain.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe("mail over SMTP", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("end", () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const address = smtp.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    server = await startServer({
      name: "smtp",
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SEED_PRODUCTS: "50", MAIL_FROM: "Lumera <shop@lumera.localhost>" },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends the password-reset mail over SMTP with the link on the storefront's domain", async () => {
    const email = uniqueEmail("smtp");
    const { db, close } = openDatabase(server.databaseUrl);
    try {
      await createCustomer(db, { email, password: "Zelena-jabolka-7", firstName: "Sara", lastName: "Smtp" });
    } finally {
      await close();
    }
    const res = await request(server.baseUrl, "/forgotten-password", {
      host: "attacker.example",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://attacker.example" },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(res.status).toBe(302);
    const deadline = Date.now() + 10_000;
    while (!received.some((m) => m.to.includes(email)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("shop@lumera.localhost");
    const text = mail!.raw.replace(/=\r?\n/g, "");
    expect(text).toMatch(/^Subject: .+/m);
    expect(text).toMatch(new RegExp(`http://si\\.lumera\\.localhost:${server.port}/password-reset\\?token=(3D)?[A-Za-z0-9_-]{43}`));
    expect(text).not.toContain("attacker.example");
    expect(server.output()).toContain("mail sent over SMTP");
  });
});
