import { describe, expect, inject, it } from "vitest";
import { request } from "../support/http";

// New versions: the build manifest open tabs poll, the build's metadata file, the
// service worker and the offline page it shows.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

for (const server of inject("servers")) {
  describe(`new versions and offline on ${server.name}`, () => {
    const get = (path: string, host = SI) => request(server.baseUrl, path, { host });

    it("the build manifest names the build the pages run, never cached", async () => {
      const manifest = await get("/builds/manifest.json");
      expect(manifest.status).toBe(200);
      expect(manifest.headers["cache-control"]).toBe("no-store");
      const { buildId } = manifest.json<{ buildId: string }>();
      expect(buildId).toMatch(/^\w+$/);
      const home = await get("/");
      // the page's inline Remix manifest carries the same version the poll compares with
      expect(home.body).toMatch(new RegExp(`"version":\\s*"${buildId}"`));
      const meta = await get(`/builds/meta/${buildId}.json`);
      expect(meta.status).toBe(200);
      expect(meta.json()).toMatchObject({ buildId });
      for (const other of ["/builds/meta/0000.json", "/builds/meta/x", `/builds/meta/${buildId}`]) expect((await get(other)).status).toBe(404);
    });

    it("serves the service worker for this build, revalidated on every check", async () => {
      const sw = await get("/service-worker.js");
      expect(sw.status).toBe(200);
      expect(sw.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(sw.headers["cache-control"]).toBe("no-cache");
      const { buildId } = (await get("/builds/manifest.json")).json<{ buildId: string }>();
      expect(sw.body).toContain(`const BUILD = "${buildId}"`);
      // navigations are answered from the network only: no page HTML is ever put in a cache
      expect(sw.body).toMatch(/request\.mode === "navigate"/);
      expect(sw.body).not.toMatch(/cache\.put\(request, response\.clone\(\)\);\s*\}\s*\)\s*;\s*return response;\s*\}\)\s*\.catch/);
    });

    it("the offline page speaks the storefront's language and loads nothing else", async () => {
      const sl = await get("/offline");
      expect(sl.status).toBe(200);
      expect(sl.headers["content-type"]).toMatch(/^text\/html/);
      expect(sl.body).toContain('<html lang="sl">');
      expect(sl.body).toContain("Niste povezani");
      expect(sl.body).not.toMatch(/<script|<link|src=/);
      const hu = await get("/hu/offline", EU);
      expect(hu.status).toBe(200);
      expect(hu.body).toContain("Nincs internetkapcsolat");
      expect((await get("/xx/offline")).status).toBe(404);
      expect((await get("/hu/offline")).status).toBe(404);
    });
  });
}
