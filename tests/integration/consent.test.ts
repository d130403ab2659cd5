import { describe, expect, inject, it } from "vitest";
import { request } from "../support/http";

// POST /consent sets the consent cookie (spec §3: flags functional and
// statistics) and returns the shopper to the page; bad input is a 4xx that sets nothing.

const SI = "si.lumera.localhost";
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: `http://${SI}` };

for (const server of inject("servers")) {
  describe(`consent on ${server.name}`, () => {
    const post = (body: string, headers: Record<string, string> = FORM) => request(server.baseUrl, "/consent", { host: SI, method: "POST", headers, body });
    const cookieOf = (res: { headers: Record<string, unknown> }) =>
      ([] as string[]).concat((res.headers["set-cookie"] as string[] | undefined) ?? []).find((c) => c.startsWith("consent="));

    it("records accept all, reject all and a choice, and goes back without the settings flag", async () => {
      for (const [body, value] of [
        ["intent=all&redirectTo=%2Fnega-las", "functional:1,statistics:1"],
        ["intent=none&functional=on&redirectTo=%2Fnega-las", "functional:0,statistics:0"],
        ["intent=save&statistics=on&redirectTo=%2Fnega-las", "functional:0,statistics:1"],
        ["intent=save&functional=on&redirectTo=%2Fnega-las", "functional:1,statistics:0"],
      ] as const) {
        const res = await post(body);
        expect(res.status, body).toBe(303);
        expect(res.headers.location).toBe("/nega-las");
        const cookie = cookieOf(res);
        expect(cookie).toContain(`consent=${value};`);
        expect(cookie).toMatch(/Max-Age=31556926; Path=\/; HttpOnly; Secure; SameSite=Lax/);
      }
      const back = await post("intent=all&redirectTo=%2Fblog%3Fp%3D2%26cookie-settings%3D1");
      expect(back.headers.location).toBe("/blog?p=2");
      expect((await post("intent=all&redirectTo=https%3A%2F%2Fevil.example%2F")).headers.location).toBe("/");
    });

    it("the page knows the choice: the banner is gone once answered", async () => {
      const fresh = await request(server.baseUrl, "/", { host: SI });
      expect(fresh.body).toContain('class="consent-banner"');
      const answered = await request(server.baseUrl, "/", { host: SI, headers: { cookie: "consent=functional:0,statistics:1" } });
      expect(answered.body).not.toContain('class="consent-banner"');
      const reopened = await request(server.baseUrl, "/?cookie-settings=1", { host: SI, headers: { cookie: "consent=functional:0,statistics:1" } });
      expect(reopened.body).toContain('class="consent-banner"');
    });

    it("refuses bad input and other sites, setting nothing", async () => {
      for (const body of ["", "intent=maybe", "functional=on", "intent=all&intent=none&redirectTo=" + "x".repeat(2100)]) {
        const res = await post(body);
        expect(res.status, body).toBe(400);
        expect(cookieOf(res)).toBeUndefined();
      }
      const foreign = await post("intent=all", { ...FORM, origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      expect(cookieOf(foreign)).toBeUndefined();
      const get = await request(server.baseUrl, "/consent", { host: SI });
      expect(get.status).toBe(405);
    });
  });
}
