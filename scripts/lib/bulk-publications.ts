import type { Database } from "@/lib/db/client";
import { PUBLICATION_TYPES, publications } from "@/lib/db/schema";
import { derivedTextColumns } from "@/lib/publications/rules";

// Generated publications for the benchmark: realistic sizes and tags, none on the home page.
const subjects = [
  "la permanence des soins",
  "l'attractivité",
  "la téléradiologie",
  "les internes",
  "l'IRM",
  "le scanner",
  "la radioprotection",
  "le statut",
  "la rémunération",
  "les équipements",
];
const actions = [
  "Point d'étape sur",
  "Nouvelles mesures pour",
  "Enquête nationale sur",
  "Position du SRH sur",
  "Questions-réponses sur",
  "Ce qu'il faut savoir sur",
];
const tagPool = [
  "Gardes",
  "Statut",
  "Rémunération",
  "IRM",
  "Scanner",
  "Qualité",
  "Internes",
  "Téléradiologie",
  "Territoires",
  "Formation",
];

export async function insertBulkPublications(db: Database, count: number): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  for (let start = 0; start < count; start += 250) {
    const rows = Array.from({ length: Math.min(250, count - start) }, (_, offset) => {
      const i = start + offset;
      const title = `${actions[i % actions.length]} ${subjects[(i * 7) % subjects.length]} (${i + 1})`;
      const content = `<p><strong>${title}.</strong> ${"Le SRH suit de près ce dossier et informe ses adhérents de chaque évolution. ".repeat(6)}</p><p>${"Les délégués régionaux recueillent les situations locales pour nourrir nos propositions. ".repeat(4)}</p>`;
      return {
        type: PUBLICATION_TYPES[i % PUBLICATION_TYPES.length]!,
        title,
        content,
        ...derivedTextColumns(title, content),
        pubdate: new Date(Date.now() - ((i * 13) % 1095) * day - day),
        tags: [
          tagPool[i % tagPool.length]!,
          tagPool[(i * 3 + 1) % tagPool.length]!,
          String(2024 + (i % 3)),
        ],
        homepage: false,
        subscribersOnly: i % 10 === 0,
      };
    });
    await db.insert(publications).values(rows);
  }
}
