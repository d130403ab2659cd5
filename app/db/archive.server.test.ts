import { describe, expect, it } from "vitest";
import { isArchiveName } from "./archive.server";
import { redact } from "./copy.server";

describe("backup file names and printed URLs", () => {
  it("a .tar.gz or .tgz name asks for the whole shop; any other keeps the database-only backup", () => {
    expect(isArchiveName("backups/shop-2026-11-24.tar.gz")).toBe(true);
    expect(isArchiveName("/data/backups/SHOP.TGZ")).toBe(true);
    expect(isArchiveName("backups/shop.sqlite")).toBe(false);
    expect(isArchiveName("shop.tar")).toBe(false);
    expect(isArchiveName("shop.tar.gz.sqlite")).toBe(false);
  });

  it("never prints a database password", () => {
    expect(redact("postgres://shop:s3cret@db:5432/shop")).toBe("postgres://shop:***@db:5432/shop");
    expect(redact("postgres://postgres@127.0.0.1:5432/test")).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(redact("not a url")).toBe("not a url");
  });
});
