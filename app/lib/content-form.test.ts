import { describe, expect, it } from "vitest";
import { blogCategoryFormSchema, blogPostFormSchema, cmsPageFormSchema, fieldErrors, languageOf } from "./content-form";

const page = { title: " Delivery ", urlKey: " Dostava ", metaDescription: "", markdown: "**x**", status: "published" };
const post = { title: "News", urlKey: "news", excerpt: "Lead", markdown: "", status: "draft", categoryId: "2", publishedAt: "2026-11-27" };

describe("the CMS page form", () => {
  it("takes a title, a lower-cased URL key, Markdown and draft or published", () => {
    expect(cmsPageFormSchema.parse(page)).toEqual({ title: "Delivery", urlKey: "dostava", metaDescription: "", markdown: "**x**", status: true });
  });

  it("refuses a URL key that could not be a slug, at its field", () => {
    for (const urlKey of ["", "a/b", "-start", "a b", "x".repeat(201)]) {
      const parsed = cmsPageFormSchema.safeParse({ ...page, urlKey });
      expect(parsed.success, urlKey).toBe(false);
      expect(fieldErrors(parsed.error!).urlKey, urlKey).toMatch(/URL key/);
    }
    expect(cmsPageFormSchema.safeParse({ ...page, urlKey: "čevlji-2.0_x" }).success).toBe(true);
  });

  it("refuses an empty title and a status that is neither", () => {
    const parsed = cmsPageFormSchema.safeParse({ ...page, title: "  ", status: "live" });
    expect(fieldErrors(parsed.error!)).toEqual({ title: "Give a title.", status: "Choose draft or published." });
  });
});

describe("the blog post form", () => {
  it("takes a category and a publish date", () => {
    expect(blogPostFormSchema.parse(post)).toMatchObject({ status: false, categoryId: 2, publishedAt: "2026-11-27" });
  });

  it("refuses a date that is not a real one and a category that is not an id", () => {
    const parsed = blogPostFormSchema.safeParse({ ...post, publishedAt: "2026-02-30", categoryId: "x" });
    expect(Object.keys(fieldErrors(parsed.error!)).sort()).toEqual(["categoryId", "publishedAt"]);
  });
});

describe("the blog category form and the language", () => {
  it("needs a name", () => {
    expect(fieldErrors(blogCategoryFormSchema.safeParse({ name: "", urlKey: "a" }).error!)).toEqual({ name: "Give a name." });
  });

  it("edits a storefront language, the first when none or another is asked for", () => {
    expect(languageOf("de")).toBe("de");
    expect(languageOf("xx")).toBe("sl");
    expect(languageOf(null)).toBe("sl");
  });
});
