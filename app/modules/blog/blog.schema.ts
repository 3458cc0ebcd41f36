import { z } from "zod";
import { AUTHORS, CATEGORIES } from "./blog.ts";

/** The latest date an article may carry (no article is dated in the future of the site's launch). */
export const LATEST_ARTICLE_DATE = "2026-11-21";

export const COVER_SCENES = ["cat", "dog", "road", "city", "checklist", "home", "vet", "keys"] as const;

const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "is not a real date")
  .refine((value) => value <= LATEST_ARTICLE_DATE, `must not be after ${LATEST_ARTICLE_DATE}`);

/** Front matter of one article in content/blog/*.md. */
export const frontMatterSchema = z
  .object({
    title: z.string({ error: "is required" }).trim().min(10, "must be at least 10 characters").max(120),
    slug: z
      .string({ error: "is required" })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    category: z.enum(CATEGORIES.map((c) => c.slug) as [string, ...string[]], {
      error: `must be one of ${CATEGORIES.map((c) => c.slug).join(", ")}`,
    }),
    tags: z
      .array(z.string().trim().min(2).max(40), { error: "must be a list of tag names" })
      .min(1, "needs at least one tag")
      .max(8, "may have at most 8 tags"),
    author: z.enum(AUTHORS.map((a) => a.id) as [string, ...string[]], {
      error: `must be one of ${AUTHORS.map((a) => a.id).join(", ")}`,
    }),
    published: isoDate,
    updated: isoDate.optional(),
    excerpt: z
      .string({ error: "is required" })
      .trim()
      .min(40, "must be at least 40 characters")
      .max(300, "must be at most 300 characters"),
    featured: z.boolean().default(false),
    cover: z.object(
      {
        scene: z.enum(COVER_SCENES, { error: `must be one of ${COVER_SCENES.join(", ")}` }),
        alt: z.string({ error: "is required" }).trim().min(10, "must describe the picture (10+ characters)"),
      },
      { error: "is required (scene and alt)" },
    ),
  })
  .strict()
  .refine((fm) => !fm.updated || fm.updated >= fm.published, {
    path: ["updated"],
    message: "must not be before the published date",
  });

/** Front matter of a content page in content/pages/*.md (terms, privacy policy). */
export const pageFrontMatterSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(20),
    updated: isoDate,
  })
  .strict();
