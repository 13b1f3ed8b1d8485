import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { linkCategories } from "@/lib/links/categories";
import { derivedTextColumns } from "@/lib/publications/rules";
import { normalizeSearchText } from "@/lib/search-text";
import { richTextToPlainText } from "@/lib/rich-text";
import type { Database } from "@/lib/db/client";
import { boardMembers, delegateRegions } from "@/lib/union/board-placeholders";
import { BOARD_OFFICES } from "@/lib/db/enums";
import { boardOfficeLabels } from "@/lib/union/labels";
import {
  boardOffices,
  regionalDelegates,
  faqs,
  fileBlobs,
  files,
  links,
  paymentCustomers,
  payments,
  simulatedObjects,
  publicationAttachments,
  publications,
  subscriptions,
  users,
} from "@/lib/db/schema";
import { makeDemoPdf, makeDemoText } from "./documents";
import { seedFaqs } from "./faq-data";
import { seedLinks } from "./links-data";
import { seedMembers, type SeedMember } from "./members-data";
import { seedNewsletter } from "./newsletter-data";
import { seedEmails } from "./emails-data";
import { seedPublications, type SeedPublication } from "./publications-data";
import { issueDemoAttestations } from "@/lib/attestations/issue";
import { seedId } from "./ids";
import { simulatedSeedObjects } from "@/lib/payments/simulated";
import { listTiers } from "@/lib/membership/tiers";
import { DAY_MS } from "@/lib/format/time";
import { addParisYears } from "@/lib/membership/state";

export { seedId };

// Demo content for the embedded database. Every row has an id derived from a stable key and is
// inserted with ON CONFLICT DO NOTHING, in one transaction: running the seed again changes
// nothing, and an interrupted run leaves nothing half-written.

const assetsDir = path.join(process.cwd(), "lib/demo/assets");

export type SeedCounts = Record<
  "users" | "payments" | "subscriptions" | "publications" | "files" | "faqs" | "links",
  number
>;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [usersRow] = await db.select({ n: count() }).from(users);
  const [publicationsRow] = await db.select({ n: count() }).from(publications);
  return (usersRow?.n ?? 0) === 0 && (publicationsRow?.n ?? 0) === 0;
}

export async function seedDemoContent(
  db: Database,
  options: { now?: Date } = {},
): Promise<SeedCounts> {
  const now = options.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const prepared = await prepareFiles();
  const tierPrices = new Map<string, number>(
    (await listTiers(db)).map((tier) => [tier.id, tier.priceCents]),
  );

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(seedMembers.map((member) => memberRow(member, daysAgo)))
      .onConflictDoNothing();

    for (const member of seedMembers) {
      await insertPaymentHistory(tx, member, tierPrices.get(member.tierId ?? "") ?? 0, daysAgo);
    }

    if (prepared.files.length > 0) {
      await tx
        .insert(files)
        .values(prepared.files.map(({ bytes: _bytes, ...file }) => file))
        .onConflictDoNothing();
      await tx
        .insert(fileBlobs)
        .values(prepared.files.map((file) => ({ fileId: file.id, bytes: file.bytes })))
        .onConflictDoNothing();
    }

    const admin = seedMembers.find((member) => member.isAdmin);
    await tx
      .insert(publications)
      .values(
        seedPublications.map((item) =>
          publicationRow(item, daysAgo, admin ? seedId(admin.email) : null),
        ),
      )
      .onConflictDoNothing();

    const attachmentRows = seedPublications.flatMap((item) =>
      (item.attachments ?? []).map((attachment, position) => ({
        publicationId: seedId(item.key),
        fileId: seedId(`file:${attachment.fileName}`),
        position,
      })),
    );
    if (attachmentRows.length > 0)
      await tx.insert(publicationAttachments).values(attachmentRows).onConflictDoNothing();

    await tx
      .insert(faqs)
      .values(
        seedFaqs.map((faq, position) => {
          const answerText = richTextToPlainText(faq.answer);
          return {
            id: seedId(faq.key),
            question: faq.question,
            answer: faq.answer,
            answerText,
            searchText: normalizeSearchText(`${faq.question} ${answerText}`),
            tags: faq.tags,
            position,
          };
        }),
      )
      .onConflictDoNothing();

    await tx
      .insert(links)
      .values(
        seedLinks.map((link, position) => ({
          id: seedId(link.key),
          title: link.title,
          url: link.url,
          category: link.category,
          icon: linkCategories[link.category].icon,
          logo: link.logo ?? null,
          description: link.description,
          position,
        })),
      )
      .onConflictDoNothing();

    // The board and delegates with made-up names, marked as placeholders: the admin
    // shows them as "Nom provisoire" until staff save the real ones.
    await tx
      .insert(boardOffices)
      .values(
        BOARD_OFFICES.map((office) => {
          const member = boardMembers.find((item) => item.role === boardOfficeLabels[office]);
          return { office, name: member?.name ?? "", city: member?.city ?? "", placeholder: true };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(regionalDelegates)
      .values(
        delegateRegions.flatMap((region) =>
          region.delegates.map((delegate, position) => ({
            id: seedId(`delegate:${region.id}:${position}`),
            region: region.id,
            position,
            name: delegate.name,
            city: delegate.city,
            placeholder: true,
          })),
        ),
      )
      .onConflictDoNothing();

    await seedNewsletter(tx, { daysAgo, seedId, adminId: admin ? seedId(admin.email) : null });
    await seedEmails(tx, { daysAgo, seedId });
  });
  // After the payments are committed: the attestations read them.
  await issueDemoAttestations({ now, db });

  return countSeededTables(db);
}

export async function countSeededTables(db: Database): Promise<SeedCounts> {
  const tables = { users, payments, subscriptions, publications, files, faqs, links };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as SeedCounts;
}

function memberRow(member: SeedMember, daysAgo: (days: number) => Date) {
  return {
    id: seedId(member.email),
    email: member.email.toLowerCase(),
    firstname: member.firstname,
    lastname: member.lastname,
    isAdmin: member.isAdmin ?? false,
    newsletter: member.newsletter ?? false,
    hospital: member.hospital,
    address: member.address ?? "",
    tierId: member.tierId,
    infopro: member.infopro ?? {},
    createdAt: daysAgo(member.joinedDaysAgo),
    emailVerifiedAt: daysAgo(member.joinedDaysAgo),
    updatedAt: daysAgo(Math.min(member.joinedDaysAgo, 30)),
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function insertPaymentHistory(
  tx: Transaction,
  member: SeedMember,
  priceCents: number,
  daysAgo: (days: number) => Date,
) {
  if (member.payment === "none" || !member.tierId) return;
  const userId = seedId(member.email);
  const subscriptionId = seedId(`subscription:${member.email}`);
  // A declined renewal two days ago: its retries (+3, +5, +7 days) are still ahead, so the demo
  // shows a payment failed in its grace period, and a first daily run does not end it.
  const paidDaysAgo = member.payment === "failed" ? 2 : (member.paidDaysAgo ?? 30);
  // A one-time payer's subscription ended long before the payment (it expired, then was paid once).
  const periodStart = daysAgo(member.payment === "one-time" ? paidDaysAgo + 800 : paidDaysAgo);
  const subscriptionStatus = (
    {
      recent: "active",
      canceling: "active",
      trial: "trialing",
      failed: "past_due",
      expired: "canceled",
      "one-time": "canceled",
    } as const
  )[member.payment];
  const key = subscriptionId.slice(0, 8);
  // The simulated provider's side of the same subscription (customer, card, subscription).
  const sim = simulatedSeedObjects({
    key,
    userId,
    email: member.email.toLowerCase(),
    name: `${member.firstname} ${member.lastname}`,
    tierId: member.tierId,
    tierTitle: member.tierId,
    priceCents,
    status: subscriptionStatus,
    periodStart,
    periodEnd: new Date(periodStart.getTime() + 365 * DAY_MS),
    cancelAtPeriodEnd: member.payment === "canceling",
    declines: member.payment === "failed",
    openInvoice:
      member.payment === "failed"
        ? { id: `sim_in_${key}`, amountCents: priceCents, failedAt: periodStart }
        : null,
  });
  await tx.insert(simulatedObjects).values(sim.rows).onConflictDoNothing();
  await tx
    .insert(paymentCustomers)
    .values({
      userId,
      provider: "simulated",
      providerCustomerId: sim.customerId,
      cardBrand: "visa",
      cardLast4: member.payment === "failed" ? "0341" : "4242",
    })
    .onConflictDoNothing();
  await tx
    .insert(subscriptions)
    .values({
      id: subscriptionId,
      userId,
      tierId: member.tierId,
      provider: "simulated",
      providerSubscriptionId: `sim_sub_${subscriptionId.slice(0, 8)}`,
      status: subscriptionStatus,
      cancelAtPeriodEnd: member.payment === "canceling",
      providerCustomerId: sim.customerId,
      currentPeriodStart: periodStart,
      currentPeriodEnd: new Date(periodStart.getTime() + 365 * DAY_MS),
      createdAt: periodStart,
      updatedAt: periodStart,
    })
    .onConflictDoNothing();
  // In the offered year: nothing paid yet.
  if (member.payment === "trial") return;
  await tx
    .insert(payments)
    .values({
      id: seedId(`payment:${member.email}`),
      userId,
      subscriptionId,
      tierId: member.tierId,
      amountCents: priceCents,
      status: member.payment === "failed" ? "failed" : "succeeded",
      provider: "simulated",
      providerPaymentId:
        member.payment === "failed" ? `sim_in_${key}` : `sim_pay_${subscriptionId.slice(0, 8)}`,
      paidAt: member.payment === "failed" ? null : periodStart,
      createdAt: periodStart,
    })
    .onConflictDoNothing();
  if (member.payment === "one-time") {
    // The year paid once by card, apart from the (ended) subscription: valid a year from it.
    const paidAt = daysAgo(paidDaysAgo);
    await tx
      .insert(payments)
      .values({
        id: seedId(`payment-once:${member.email}`),
        userId,
        subscriptionId: null,
        tierId: member.tierId,
        amountCents: priceCents,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: `sim_pi_seed_${key}`,
        paidAt,
        coversUntil: addParisYears(paidAt, 1),
        createdAt: paidAt,
      })
      .onConflictDoNothing();
  }
  // A member in good standing paid the year before too: a history, and last year's attestation.
  if (member.payment === "recent") {
    const previous = daysAgo(paidDaysAgo + 365);
    await tx
      .insert(payments)
      .values({
        id: seedId(`payment-previous:${member.email}`),
        userId,
        subscriptionId,
        tierId: member.tierId,
        amountCents: priceCents,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: `sim_pay_prev_${subscriptionId.slice(0, 8)}`,
        paidAt: previous,
        createdAt: previous,
      })
      .onConflictDoNothing();
  }
}

function publicationRow(
  item: SeedPublication,
  daysAgo: (days: number) => Date,
  authorId: string | null,
) {
  const content = renderSeedContent(item);
  const pubdate = daysAgo(item.daysAgo);
  return {
    id: seedId(item.key),
    type: item.type,
    title: item.title,
    content,
    ...derivedTextColumns(item.title, content),
    pubdate,
    picture: item.cover ? coverUrl(item.cover) : null,
    tags: item.tags,
    homepage: item.homepage ?? false,
    subscribersOnly: item.subscribersOnly ?? false,
    createdBy: authorId,
    createdAt: pubdate,
    updatedAt: pubdate,
  };
}

function coverUrl(cover: string): string {
  return `/images/${seedId(`file:cover-${cover}.jpg`)}`;
}

/** The same words in the four stored formats, so that every renderer path has real data. */
function renderSeedContent(item: SeedPublication): string {
  const { heading, paragraphs } = item;
  const link = { text: "le site du SRH", href: "https://www.srh-info.org" };
  switch (item.format) {
    case "empty":
      return "";
    case "text":
      return paragraphs.join("\n\n");
    case "html":
      return [
        heading ? `<h2>${heading}</h2>` : "",
        ...paragraphs.map((p, i) => (i === 0 ? `<p><strong>${p}</strong></p>` : `<p>${p}</p>`)),
        `<p>Plus d’informations sur <a href="${link.href}">${link.text}</a>.</p>`,
      ].join("");
    case "delta":
      return JSON.stringify({
        ops: [
          ...(heading ? [{ insert: heading }, { insert: "\n", attributes: { header: 2 } }] : []),
          ...paragraphs.flatMap((p, i) =>
            i === 0
              ? [{ insert: p, attributes: { bold: true } }, { insert: "\n" }]
              : [{ insert: `${p}\n` }],
          ),
          { insert: "Plus d’informations sur " },
          { insert: link.text, attributes: { link: link.href } },
          { insert: ".\n" },
        ],
      });
    case "tiptap":
      return JSON.stringify({
        type: "doc",
        content: [
          ...(heading
            ? [{ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: heading }] }]
            : []),
          ...paragraphs.map((p, i) => ({
            type: "paragraph",
            content: [{ type: "text", text: p, ...(i === 0 ? { marks: [{ type: "bold" }] } : {}) }],
          })),
          {
            type: "paragraph",
            content: [
              { type: "text", text: "Plus d’informations sur " },
              {
                type: "text",
                text: link.text,
                marks: [{ type: "link", attrs: { href: link.href } }],
              },
              { type: "text", text: "." },
            ],
          },
        ],
      });
  }
}

type PreparedFile = typeof files.$inferInsert & { id: string; bytes: Uint8Array };

async function prepareFiles(): Promise<{ files: PreparedFile[] }> {
  const prepared: PreparedFile[] = [];
  for (const name of fs.readdirSync(assetsDir).filter((file) => file.startsWith("cover-"))) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(assetsDir, name)));
    prepared.push(
      fileRow(`file:${name}`, "image", name, "image/jpeg", bytes, name.replace(/\.jpg$/, "")),
    );
  }
  for (const item of seedPublications) {
    for (const attachment of item.attachments ?? []) {
      const body = item.paragraphs.length > 0 ? item.paragraphs : [item.title];
      const bytes =
        attachment.kind === "pdf"
          ? await makeDemoPdf(attachment.title, body)
          : makeDemoText(attachment.title, body);
      prepared.push(
        fileRow(
          `file:${attachment.fileName}`,
          "document",
          attachment.fileName,
          attachment.kind === "pdf" ? "application/pdf" : "text/plain; charset=utf-8",
          bytes,
          attachment.title,
          attachment.description,
        ),
      );
    }
  }
  return { files: prepared };
}

function fileRow(
  key: string,
  kind: "document" | "image",
  fileName: string,
  mimeType: string,
  bytes: Uint8Array,
  title: string,
  description = "",
): PreparedFile {
  return {
    id: seedId(key),
    kind,
    title,
    description,
    fileName,
    mimeType,
    sizeBytes: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  };
}
