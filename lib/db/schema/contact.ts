import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { CONTACT_SUBJECTS } from "../enums";
import { createdAt, oneOf } from "./columns";

// Messages sent through the contact form (kept as well as e-mailed to CONTACT_TO).

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    isMember: boolean("is_member").notNull(),
    identity: text("identity").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_subject_check", sql`${t.subject} in ${oneOf(CONTACT_SUBJECTS)}`),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);
