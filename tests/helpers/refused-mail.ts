import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";

// A provider refusing one address, played by the database: a trigger makes the mailbox (what the
// local transport of the tests delivers into) reject that recipient, as Resend would answer an error.

export async function refuseMailTo(db: Database, address: string): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function test_refuse_mail() returns trigger language plpgsql as $$
      begin
        if lower(new."to") = '${address.toLowerCase().replace(/'/g, "''")}' then
          raise exception 'Adresse refusée par le fournisseur (test)';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql`create trigger test_refuse_mail before insert on mailbox for each row execute function test_refuse_mail()`,
  );
}

export async function acceptAllMail(db: Database): Promise<void> {
  await db.execute(sql`drop trigger if exists test_refuse_mail on mailbox`);
  await db.execute(sql`drop function if exists test_refuse_mail()`);
}
