import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { LINK_CATEGORIES } from "../enums";

// Site content edited by staff besides publications: FAQ entries and useful links.

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    answerText: text("answer_text").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("faqs_question_not_blank", sql`length(btrim(${t.question})) > 0`),
    index("faqs_tags_gin").using("gin", t.tags),
  ],
);

export const links = pgTable(
  "links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    category: text("category", { enum: LINK_CATEGORIES }).notNull(),
    icon: text("icon").notNull(),
    /** Logo URL or site-relative path. */
    logo: text("logo"),
    /** Uploaded logo as a data URL (spec §3: shown only when it starts with the data prefix). */
    picture: text("picture"),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("links_category_check", sql`${t.category} in ${oneOf(LINK_CATEGORIES)}`),
    check("links_url_scheme", sql`${t.url} ~* '^https?://'`),
    index("links_category_position_idx").on(t.category, t.position),
  ],
);

export type Faq = typeof faqs.$inferSelect;
export type Link = typeof links.$inferSelect;
