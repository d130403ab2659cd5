import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~/i18n";
import { contentSlugSchema } from "./content-slug";

// The back office's forms for CMS pages, blog posts and blog categories (README "CMS pages and
// blog posts"): one language's text at a time, messages in English at their fields.

export const CONTENT_LANGUAGES = SUPPORTED_LANGUAGES;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  sl: "Slovenian",
  hr: "Croatian",
  hu: "Hungarian",
  en: "English",
  de: "German",
  it: "Italian",
  cs: "Czech",
};

export const languageSchema = z.enum(CONTENT_LANGUAGES);

/** The language a page of the back office edits: the query's `lang`, else the first. */
export const languageOf = (value: string | null | undefined): ContentLanguage => languageSchema.safeParse(value).data ?? CONTENT_LANGUAGES[0];

/** A Markdown body at most this long (a long terms page is about 30,000 characters). */
export const MARKDOWN_MAX = 100_000;

const title = z.string().trim().min(1, "Give a title.").max(200, "Keep the title to 200 characters.");
// a slug as addresses use it: lower case (spec §2 slugs), letters of any script, digits, . - _
const urlKey = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => contentSlugSchema.safeParse(value).success, {
    message: "Give a URL key of letters, digits, dots, dashes or underscores (up to 200), starting with a letter or digit.",
  });
const markdown = z.string().max(MARKDOWN_MAX, `Keep the text to ${MARKDOWN_MAX.toLocaleString("en")} characters.`);
const published = z.enum(["draft", "published"], { message: "Choose draft or published." }).transform((v) => v === "published");

export const cmsPageFormSchema = z.object({
  title,
  urlKey,
  metaDescription: z.string().trim().max(300, "Keep the description to 300 characters."),
  markdown,
  status: published,
});
export type CmsPageForm = z.infer<typeof cmsPageFormSchema>;

export const blogPostFormSchema = z.object({
  title,
  urlKey,
  excerpt: z.string().trim().min(1, "Give a short lead (it shows in the blog's list).").max(500, "Keep the lead to 500 characters."),
  markdown,
  status: published,
  categoryId: z.coerce
    .number({ message: "Choose a category." })
    .int("Choose a category.")
    .positive("Choose a category.")
    .max(2 ** 31 - 1, "Choose a category."),
  publishedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the publish date as YYYY-MM-DD.")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Give a real date."),
});
export type BlogPostForm = z.infer<typeof blogPostFormSchema>;

export const blogCategoryFormSchema = z.object({
  name: z.string().trim().min(1, "Give a name.").max(100, "Keep the name to 100 characters."),
  urlKey,
});
export type BlogCategoryForm = z.infer<typeof blogCategoryFormSchema>;

/** A zod error as messages by field (the first message of each). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
