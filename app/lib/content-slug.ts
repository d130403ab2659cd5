import { z } from "zod";

// The slug of a blog post, blog category or CMS page in a URL: letters, digits, dots, dashes
// and underscores. Anything else (a NUL byte, a slash, 3,000 characters) cannot be a slug, so
// the page answers 404 without asking the database (PostgreSQL rejects NUL in text).
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u);

export function isContentSlug(value: string | undefined): value is string {
  return contentSlugSchema.safeParse(value).success;
}
