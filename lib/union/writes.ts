import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb, type Database } from "@/lib/db";
import { BOARD_OFFICES } from "@/lib/db/enums";
import { boardOffices, regionalDelegates, unionIdentity } from "@/lib/db/schema";
import { cacheTags, revalidateContent } from "@/lib/cache-tags";
import { boardOfficeLabels, officeTitle, regionNames, signatureTitles } from "./labels";
import { getBoard, getDelegateRegions, getUnionIdentity } from "./queries";
import {
  delegatesOf,
  type BoardInput,
  type IdentityInput,
  type RegionDelegatesInput,
} from "./schemas";

// Staff's writes of the board, the delegates and the identity, each with its journal
// row in the same transaction. A saved name is no longer a placeholder. After the commit, the
// visitors' /bureau and /contactez-nous are dropped here (`revalidateContent`) and, through the
// database's notification (migration 0020), on every other instance.

type Actor = Pick<Viewer, "id">;

/** Saves the five offices; journals the ones that changed. Returns how many changed. */
export async function updateBoard(
  actor: Actor,
  input: BoardInput,
  db: Database = getDb(),
): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    const before = await getBoard(tx);
    const changes: string[] = [];
    for (const office of BOARD_OFFICES) {
      const name = input[`${office}.name`];
      const city = input[`${office}.city`];
      const previous = before.find((holder) => holder.office === office);
      const form = input[`${office}.form`];
      const feminine = form === undefined ? (previous?.feminine ?? false) : form === "feminine";
      const renamed = !previous || previous.name !== name || previous.city !== city;
      const retitled = previous !== undefined && previous.feminine !== feminine;
      if (!renamed && !retitled && !previous?.isPlaceholder) continue;
      await tx
        .insert(boardOffices)
        .values({ office, name, city, feminine, placeholder: false })
        .onConflictDoUpdate({
          target: boardOffices.office,
          set: { name, city, feminine, placeholder: false, updatedAt: sql`now()` },
        });
      if (renamed)
        changes.push(
          previous && previous.name !== name
            ? `${boardOfficeLabels[office]}\u00a0: ${previous.name || "—"} → ${name}`
            : `${boardOfficeLabels[office]}\u00a0: ${name} (${city || "ville retirée"})`,
        );
      if (retitled)
        changes.push(
          `${boardOfficeLabels[office]}\u00a0: intitulé «\u00a0${officeTitle(office, feminine)}\u00a0»`,
        );
    }
    if (changes.length > 0)
      await recordAudit(tx, {
        actor,
        action: "union.board-update",
        subject: { type: "union", id: "board" },
        summary: `Bureau modifié – ${changes.join("\u00a0; ")}`,
        details: { changes },
      });
    return changes.length;
  });
  revalidateContent(cacheTags.union);
  return changed;
}

/** Replaces one region's delegates by the form's list. */
export async function updateRegionDelegates(
  actor: Actor,
  input: RegionDelegatesInput,
  db: Database = getDb(),
): Promise<void> {
  const delegates = delegatesOf(input);
  await db.transaction(async (tx) => {
    const before = (await getDelegateRegions(tx)).find((region) => region.id === input.region);
    await tx.delete(regionalDelegates).where(eq(regionalDelegates.region, input.region));
    if (delegates.length > 0)
      await tx.insert(regionalDelegates).values(
        delegates.map((delegate, position) => ({
          region: input.region,
          position,
          name: delegate.name,
          city: delegate.city,
          placeholder: false,
        })),
      );
    const list = (items: { name: string; city: string }[]) =>
      items.map((item) => (item.city ? `${item.name} (${item.city})` : item.name)).join(", ") ||
      "aucun";
    await recordAudit(tx, {
      actor,
      action: "union.delegates-update",
      subject: { type: "union", id: `region:${input.region}` },
      summary: `Délégués ${regionNames[input.region]}\u00a0: ${list(delegates)}`,
      details: { before: before?.delegates ?? [], after: delegates },
    });
  });
  revalidateContent(cacheTags.union);
}

/** Saves the identity printed on documents. */
export async function updateUnionIdentity(
  actor: Actor,
  input: IdentityInput,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getUnionIdentity(tx);
    await tx
      .insert(unionIdentity)
      .values({ id: "srh", ...input })
      .onConflictDoUpdate({ target: unionIdentity.id, set: { ...input, updatedAt: sql`now()` } });
    const changed = (
      [
        ["legalName", "dénomination"],
        ["address", "adresse"],
        ["legalStatus", "statut juridique"],
        ["signatoryOffice", "signataire"],
      ] as const
    )
      .filter(([key]) => before[key] !== input[key])
      .map(([key, label]) =>
        key === "signatoryOffice"
          ? `${label}\u00a0: ${signatureTitles[input.signatoryOffice]}`
          : label,
      );
    await recordAudit(tx, {
      actor,
      action: "union.identity-update",
      subject: { type: "union", id: "identity" },
      summary: changed.length
        ? `Identité du syndicat modifiée (${changed.join(", ")})`
        : "Identité du syndicat enregistrée sans changement",
      details: { before, after: input },
    });
  });
  revalidateContent(cacheTags.union);
}
