import "server-only";
import { asc, eq } from "drizzle-orm";
import { boardMembers, delegateRegions, type RegionId } from "./board-placeholders";
import { getDb, type Database } from "@/lib/db";
import { readAll } from "@/lib/db/client";
import { BOARD_OFFICES } from "@/lib/db/enums";
import { boardOffices, regionalDelegates, unionIdentity } from "@/lib/db/schema";
import { postalAddress, site } from "@/lib/site";
import {
  boardOfficeLabels,
  officeTitle,
  regionNames,
  signatureTitle,
  type BoardOffice,
} from "./labels";

// The board, the delegates and the union's identity as staff last saved them. A
// database where nobody saved them yet (a new installation) reads the defaults of
// lib/union/board-placeholders.ts and lib/site.ts, marked as placeholders for the admin.

export type BoardOfficeHolder = {
  office: BoardOffice;
  /** The holder's title, in the form staff chose (« Trésorière »). */
  label: string;
  feminine: boolean;
  name: string;
  city: string;
  isPlaceholder: boolean;
};

export type RegionDelegate = { name: string; city: string; isPlaceholder: boolean };
export type DelegateRegionView = { id: RegionId; name: string; delegates: RegionDelegate[] };

export type UnionIdentity = {
  legalName: string;
  address: string;
  legalStatus: string;
  signatoryOffice: BoardOffice;
};

/** What a receipt or an attestation prints about its issuer. */
export type DocumentIssuer = {
  legalName: string;
  address: string;
  legalStatus: string;
  signatoryName: string;
  signatoryTitle: string;
};

export const DEFAULT_IDENTITY: UnionIdentity = {
  legalName: `${site.longName} (${site.name})`,
  address: postalAddress,
  // The specification's wording (the statutes page and the documents print this one sentence).
  legalStatus: "Association régie par la loi du 1er juillet 1901.",
  signatoryOffice: "treasurer",
};

function defaultHolder(office: BoardOffice): { name: string; city: string } {
  const member = boardMembers.find((item) => item.role === boardOfficeLabels[office]);
  return { name: member?.name ?? "", city: member?.city ?? "" };
}

export async function getBoard(db: Database = getDb()): Promise<BoardOfficeHolder[]> {
  const rows = await db.select().from(boardOffices);
  return BOARD_OFFICES.map((office) => {
    const row = rows.find((item) => item.office === office);
    const fallback = defaultHolder(office);
    const feminine = row?.feminine ?? false;
    return {
      office,
      label: officeTitle(office, feminine),
      feminine,
      name: row ? row.name : fallback.name,
      city: row ? row.city : fallback.city,
      isPlaceholder: row ? row.placeholder : true,
    };
  });
}

export async function getDelegateRegions(db: Database = getDb()): Promise<DelegateRegionView[]> {
  const rows = await db
    .select()
    .from(regionalDelegates)
    .orderBy(asc(regionalDelegates.region), asc(regionalDelegates.position));
  // A region never saved keeps its defaults; one saved empty stays empty.
  const saved = new Set(rows.map((row) => row.region));
  return delegateRegions.map((region) => ({
    id: region.id,
    name: regionNames[region.id],
    delegates: saved.has(region.id)
      ? rows
          .filter((row) => row.region === region.id)
          .map((row) => ({ name: row.name, city: row.city, isPlaceholder: row.placeholder }))
      : region.delegates.map((delegate) => ({ ...delegate, isPlaceholder: true })),
  }));
}

export async function getUnionIdentity(db: Database = getDb()): Promise<UnionIdentity> {
  const [row] = await db.select().from(unionIdentity).where(eq(unionIdentity.id, "srh"));
  if (!row) return DEFAULT_IDENTITY;
  return {
    legalName: row.legalName,
    address: row.address,
    legalStatus: row.legalStatus,
    signatoryOffice: row.signatoryOffice,
  };
}

/** The issuer printed on documents now: the identity and the holder of the signing office. */
export async function getDocumentIssuer(db: Database = getDb()): Promise<DocumentIssuer> {
  const [identity, board] = await readAll(db, [() => getUnionIdentity(db), () => getBoard(db)]);
  const signatory = board.find((holder) => holder.office === identity.signatoryOffice);
  return {
    legalName: identity.legalName,
    address: identity.address,
    legalStatus: identity.legalStatus,
    signatoryName: signatory?.name ?? "",
    signatoryTitle: signatureTitle(identity.signatoryOffice, signatory?.feminine ?? false),
  };
}
