import { after } from "next/server";
import { z } from "zod";
import { apiRoute, readJson } from "@/lib/api/handler";
import { otpMessages, requestLoginCode, verifyLoginCode } from "@/lib/members/login-codes";
import { startSession } from "@/lib/auth/session";
import { ipFromHeaders } from "@/lib/request-info";
import { createMember, listMembers, toLegacyUser } from "@/lib/members/accounts";
import { memberStates } from "@/lib/members/directory";
import { TIER_IDS } from "@/lib/membership/tier-ids";
import { getMemberProfile, updateMemberProfile, updateMemberTier } from "@/lib/members/profile";
import { profileSchema } from "@/lib/members/schemas";
import { ForbiddenError, ValidationError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/validation/issues";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

function actionQuery<const T extends readonly [string, ...string[]]>(actions: T) {
  return z.object({
    action: z.enum(actions, { error: "Paramètre action inconnu ou manquant." }),
    id: z.string().optional(),
  });
}

/** Legacy bodies carry the professional flags as a JSON string in `infopro`. */
const legacyProfileBody = z.preprocess((body) => {
  if (!body || typeof body !== "object") return body;
  const { infopro, ...rest } = body as Record<string, unknown>;
  if (typeof infopro !== "string") return rest;
  try {
    const flags: unknown = JSON.parse(infopro);
    return flags && typeof flags === "object"
      ? { ...(flags as Record<string, unknown>), ...rest }
      : rest;
  } catch {
    throw new ValidationError("Le champ infopro doit être un JSON valide.");
  }
}, profileSchema);

const subscriptionOnly = z.object({
  subscription: z.enum(TIER_IDS, { error: "Type d’adhésion inconnu." }).nullable(),
});

// POST /api/user-management?action=login | verify-otp | create – login codes and signup
export const POST = apiRoute(
  { query: actionQuery(["login", "verify-otp", "create"]), noStore: true },
  async ({ req, query, viewer }) => {
    const body = await readJson(req);
    switch (query.action) {
      case "login": {
        const { email } = parseOrThrow(
          z.object({ email: z.string({ error: "Adresse e-mail invalide." }) }),
          body,
        );
        const outcome = await requestLoginCode(email, ipFromHeaders(req.headers), {
          schedule: (task) => after(task),
        });
        // Past the address's ceiling nothing is sent: the re-login dialog shows why.
        return outcome === "sent" ? {} : { message: otpMessages.alreadySent };
      }
      case "verify-otp": {
        const { email, otp } = parseOrThrow(
          z.object({ email: z.string(), otp: z.string({ error: "Code invalide" }) }),
          body,
        );
        const user = await verifyLoginCode(email, otp, { ip: ipFromHeaders(req.headers) });
        await startSession(user);
        const { id, firstname, lastname, isadmin, hospital, subscription } = toLegacyUser(user);
        return {
          user: { id, email: user.email, firstname, lastname, isadmin, hospital, subscription },
        };
      }
      case "create": {
        const input = parseOrThrow(legacyProfileBody, body);
        const user = await createMember(input, viewer, {
          ip: ipFromHeaders(req.headers),
          schedule: (task) => after(task),
        });
        // Only an administrator learns about the account: anyone else gets the same answer for every address.
        return user ? { user: toLegacyUser(user) } : {};
      }
    }
  },
);

// GET /api/user-management?action=list (administrators) | profile&id= (owner or administrator)
export const GET = apiRoute(
  { query: actionQuery(["list", "profile"]), access: "member", noStore: true },
  async ({ query, viewer }) => {
    if (query.action === "list") {
      if (!viewer.isAdmin) throw new ForbiddenError();
      const [members, states] = await Promise.all([listMembers(), memberStates()]);
      // The membership state, computed by the database in one query (not one payment call per member).
      return {
        users: members.map((user) => {
          const membership = states.get(user.id);
          return {
            ...toLegacyUser(user),
            membership: membership
              ? {
                  state: membership.state,
                  label: membership.label,
                  until: membership.until?.toISOString() ?? null,
                }
              : null,
          };
        }),
      };
    }
    if (!query.id) throw new ValidationError("Aucun ID utilisateur fourni");
    const profile = await getMemberProfile(viewer, query.id);
    return { user: toLegacyUser(profile.user) };
  },
);

// PUT /api/user-management?action=profile&id= – profile update, or the subscription-only variant
export const PUT = apiRoute(
  { query: actionQuery(["profile"]), access: "member", noStore: true },
  async ({ req, query, viewer }) => {
    if (!query.id) throw new ValidationError("Aucun ID utilisateur fourni");
    const body = await readJson(req);
    const keys =
      body && typeof body === "object" ? Object.keys(body).filter((key) => key !== "isAdmin") : [];
    if (keys.length === 1 && keys[0] === "subscription") {
      const { subscription } = parseOrThrow(subscriptionOnly, body);
      await updateMemberTier(viewer, query.id, subscription);
      return {};
    }
    const result = await updateMemberProfile(
      viewer,
      query.id,
      parseOrThrow(legacyProfileBody, body),
    );
    return result.emailChangePendingFor
      ? { emailChangePending: true, pendingEmail: result.emailChangePendingFor }
      : {};
  },
);

export const { PATCH, DELETE } = otherMethods(["POST", "GET", "PUT"]);
