import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth: CSRF token, session, sign-in with the e-mail code, sign-out
async function handler(req: NextRequest, context: Context) {
  return NextAuth(req, { params: await context.params }, getAuthOptions());
}

export { handler as GET, handler as POST };
