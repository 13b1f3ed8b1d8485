// One word for who may see what. Visitors ("public") read published items that are not
// subscribers-only; members ("members") every published item; administrators ("admins") also the
// scheduled ones (dated in the future). The SQL form of the rule is `readableBy` in
// lib/publications/visibility.ts; documents follow the publications they are attached to.

export type Audience = "public" | "members" | "admins";

export function audienceOf(viewer: { isAdmin: boolean } | null): Audience {
  if (!viewer) return "public";
  return viewer.isAdmin ? "admins" : "members";
}
