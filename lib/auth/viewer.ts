import type { JWT } from "next-auth/jwt";
import type { User } from "@/lib/db/schema";
import { findMemberById } from "@/lib/members/queries";

/** The logged-in person as the server sees them: always re-read from the database. */
export type Viewer = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
};

export function viewerFromUser(user: User): Viewer {
  return { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, isAdmin: user.isAdmin };
}

/**
 * The token only says who logged in; the user row says what they may do, so that removing the
 * admin flag or deleting the account takes effect at once.
 */
export async function viewerFromToken(token: JWT | null): Promise<Viewer | null> {
  if (!token?.sub) return null;
  const user = await findMemberById(token.sub);
  return user ? viewerFromUser(user) : null;
}
