import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getSessionSecret } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { findMemberById } from "@/lib/members/queries";
import { verifyLoginCode } from "./otp";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions, useSecureCookies } from "./session-cookie";

// next-auth v4 owns the session cookie and the CSRF token; we own the codes (otp.ts).

let options: NextAuthOptions | undefined;

/** Built on first use, so that the build never reads or creates the session secret. */
export function getAuthOptions(): NextAuthOptions {
  options ??= {
    secret: getSessionSecret(),
    useSecureCookies,
    cookies: { sessionToken: { name: sessionCookieName, options: sessionCookieOptions } },
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "email-otp",
        name: "Code par e-mail",
        credentials: { email: { type: "email" }, otp: { type: "text" } },
        async authorize(credentials) {
          try {
            const user = await verifyLoginCode(credentials?.email ?? "", credentials?.otp ?? "");
            return { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, isadmin: user.isAdmin };
          } catch (error) {
            // next-auth hands the message of a thrown error to signIn()'s result.
            if (error instanceof AppError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.firstname = user.firstname;
          token.lastname = user.lastname;
          token.isadmin = user.isadmin;
        }
        return token;
      },
      // Read from the user row, not the token: a new name or a removed admin flag shows at once,
      // and a deleted account has no session (empty id).
      async session({ session, token }) {
        const user = token.sub ? await findMemberById(token.sub) : undefined;
        session.user = {
          id: user?.id ?? "",
          email: user?.email ?? "",
          firstname: user?.firstname ?? "",
          lastname: user?.lastname ?? "",
          isadmin: user?.isAdmin ?? false,
        };
        return session;
      },
    },
  };
  return options;
}
