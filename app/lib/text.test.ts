import { describe, expect, it } from "vitest";
import { fold, slugify } from "./text";

describe("fold (accent-insensitive search)", () => {
  it("removes diacritics of the storefront languages", () => {
    expect(fold("Čistilni gel Šipek Žajbelj")).toBe("cistilni gel sipek zajbelj");
    expect(fold("Hidratáló arckrém ő ű")).toBe("hidratalo arckrem o u");
    expect(fold("Đumbir ćevap")).toBe("dumbir cevap");
    expect(fold("Fußcreme")).toBe("fusscreme");
    expect(fold("Příliš žluťoučký kůň")).toBe("prilis zlutoucky kun");
  });
});

describe("slugify", () => {
  it("makes lowercase ascii slugs with dashes", () => {
    expect(slugify("Krema za obraz 50 ml")).toBe("krema-za-obraz-50-ml");
    expect(slugify("  Nega obraza & telesa ")).toBe("nega-obraza-telesa");
    expect(slugify("Gesichtscreme Größe")).toBe("gesichtscreme-grosse");
  });
});
