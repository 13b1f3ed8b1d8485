import { seedId } from "@/lib/demo/ids";

// Seeded accounts (lib/demo/members-data.ts): ids are derived from the e-mail, so tests can
// open a profile without looking it up.

export function seededMemberId(email: string): string {
  return seedId(email);
}
