import type { BOARD_OFFICES } from "@/lib/db/enums";
import { delegateRegions, type RegionId } from "./board-placeholders";

// The board's words, in one place (admin, /bureau, /contactez-nous, documents). No server code:
// client forms import it.

export type BoardOffice = (typeof BOARD_OFFICES)[number];

export const boardOfficeLabels: Record<BoardOffice, string> = {
  president: "Président",
  "vice-president": "Vice-président",
  "general-secretary": "Secrétaire général",
  treasurer: "Trésorier",
  "deputy-treasurer": "Trésorier adjoint",
};

/** The same offices in the feminine, for the person who holds them. */
export const feminineOfficeLabels: Record<BoardOffice, string> = {
  president: "Présidente",
  "vice-president": "Vice-présidente",
  "general-secretary": "Secrétaire générale",
  treasurer: "Trésorière",
  "deputy-treasurer": "Trésorière adjointe",
};

/** The title of the person holding an office: « Trésorier » or « Trésorière ». */
export function officeTitle(office: BoardOffice, feminine: boolean): string {
  return (feminine ? feminineOfficeLabels : boardOfficeLabels)[office];
}

/** The office as a signature line starts: "Le trésorier, Dr …". */
export const signatureTitles: Record<BoardOffice, string> = {
  president: "Le président",
  "vice-president": "Le vice-président",
  "general-secretary": "Le secrétaire général",
  treasurer: "Le trésorier",
  "deputy-treasurer": "Le trésorier adjoint",
};

const feminineSignatureTitles: Record<BoardOffice, string> = {
  president: "La présidente",
  "vice-president": "La vice-présidente",
  "general-secretary": "La secrétaire générale",
  treasurer: "La trésorière",
  "deputy-treasurer": "La trésorière adjointe",
};

/** The signature line's start for the person signing: « La trésorière, Dr … ». */
export function signatureTitle(office: BoardOffice, feminine: boolean): string {
  return (feminine ? feminineSignatureTitles : signatureTitles)[office];
}

export const regionNames = Object.fromEntries(
  delegateRegions.map((region) => [region.id, region.name]),
) as Record<RegionId, string>;
