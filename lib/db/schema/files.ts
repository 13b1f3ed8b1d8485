import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, oneOf } from "./columns";
import { FILE_KINDS } from "../enums";
import { users } from "./members";

// Uploaded files: metadata apart from the bytes.

export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: FILE_KINDS }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("files_kind_check", sql`${t.kind} in ${oneOf(FILE_KINDS)}`),
    // spec §5: images 500 KB, documents 10 MB (10485760 bytes).
    check(
      "files_size_limit",
      sql`${t.sizeBytes} >= 0 and ${t.sizeBytes} <= case when ${t.kind} = 'image' then 512000 else 10485760 end`,
    ),
  ],
);

/** File bytes apart from their metadata, so that listing documents never reads the blobs. */
export const fileBlobs = pgTable("file_blobs", {
  fileId: uuid("file_id")
    .primaryKey()
    .references(() => files.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

export type FileRecord = typeof files.$inferSelect;
