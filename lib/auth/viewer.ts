import type { User } from "@/lib/db/schema";

/** The logged-in person as the server sees them: always re-read from the database. */
export type Viewer = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
};

export function viewerFromUser(user: User): Viewer {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    isAdmin: user.isAdmin,
  };
}
