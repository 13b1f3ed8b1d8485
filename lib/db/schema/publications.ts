import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, tsvector, updatedAt } from "./columns";
import { PUBLICATION_TYPES } from "../enums";
import { files } from "./files";
import { users } from "./members";

// Publications of the five kinds and their attached documents.

export const publications = pgTable(
  "publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: PUBLICATION_TYPES }).notNull(),
    title: text("title").notNull(),
    /** Rich text as stored: Quill Delta JSON, Tiptap JSON, HTML or plain text. */
    content: text("content").notNull().default(""),
    /** Plain text of `content` (spec §9 extraction), for excerpts. */
    contentText: text("content_text").notNull().default(""),
    /** Lower-cased, accent-free title and text: the case- and accent-insensitive search. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('french'::regconfig, search_text)`,
    ),
    pubdate: timestamp("pubdate", { withTimezone: true }).notNull(),
    picture: text("picture"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    homepage: boolean("homepage").notNull().default(false),
    subscribersOnly: boolean("subscribers_only").notNull().default(false),
    /**
     * Saved on the server but not published: only administrators see it (the admin lists and its
     * own page); never in lists, feeds, the sitemap, search or the API for anyone else.
     */
    draft: boolean("draft").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Who last saved it (the drafts list says who and when). */
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("publications_type_check", sql`${t.type} in ${oneOf(PUBLICATION_TYPES)}`),
    check("publications_title_not_blank", sql`length(btrim(${t.title})) > 0`),
    index("publications_type_pubdate_idx").on(t.type, t.pubdate.desc()),
    index("publications_homepage_pubdate_idx")
      .on(t.pubdate.desc())
      .where(sql`${t.homepage}`),
    index("publications_tags_gin").using("gin", t.tags),
    index("publications_search_gin").using("gin", t.searchVector),
    index("publications_drafts_idx")
      .on(t.updatedAt.desc())
      .where(sql`${t.draft}`),
  ],
);

export const publicationAttachments = pgTable(
  "publication_attachments",
  {
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.fileId] }),
    index("publication_attachments_file_idx").on(t.fileId),
  ],
);

export type Publication = typeof publications.$inferSelect;
export type NewPublication = typeof publications.$inferInsert;
