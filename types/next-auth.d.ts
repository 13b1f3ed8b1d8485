import "next-auth";
import "next-auth/jwt";

// The session exposes id, firstname, lastname and isadmin (spec §3). They are for display:
// the server re-reads the user row for every authorisation.
declare module "next-auth" {
  interface User {
    firstname: string;
    lastname: string;
    isadmin: boolean;
  }
  interface Session {
    user: { id: string; email: string; firstname: string; lastname: string; isadmin: boolean };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    firstname?: string;
    lastname?: string;
    isadmin?: boolean;
  }
}
