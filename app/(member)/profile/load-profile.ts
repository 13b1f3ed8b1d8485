import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { getMemberProfile, type MemberProfile } from "@/lib/members/profile";

export type ProfileLookup =
  | { kind: "missing-id" }
  | { kind: "not-found" }
  | { kind: "forbidden" }
  | { kind: "found"; profile: MemberProfile };

/** The `id` of the query string: the first one when repeated, trimmed; undefined when empty. */
export function profileIdParam(value: string | string[] | undefined): string | undefined {
  const id = (Array.isArray(value) ? value[0] : value)?.trim();
  return id || undefined;
}

/** The profile pages' three outcomes besides the profile itself (spec §2, §8). */
export async function lookUpProfile(
  viewer: Viewer,
  id: string | undefined,
): Promise<ProfileLookup> {
  if (!id) return { kind: "missing-id" };
  try {
    return { kind: "found", profile: await getMemberProfile(viewer, id) };
  } catch (error) {
    if (error instanceof ForbiddenError) return { kind: "forbidden" };
    if (error instanceof NotFoundError) return { kind: "not-found" };
    throw error;
  }
}
