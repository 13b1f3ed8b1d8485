import { NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import type { Database } from "@/lib/db";
import { sessionTokenFor } from "./users";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";

// Calls of the documented API as a visitor, a member or an administrator, for the content and
// upload tests: real session cookies, real route handlers.

export type Role = "visitor" | "member" | "admin";
export type Sessions = { member: string; admin: string; adminId: string; memberId: string };

export async function createSessions(db: Database, prefix: string): Promise<Sessions> {
  const [member] = await db
    .insert(users)
    .values({ email: `${prefix}.membre@example.org`, firstname: "M", lastname: "Membre" })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      email: `${prefix}.admin@example.org`,
      firstname: "A",
      lastname: "Admin",
      isAdmin: true,
    })
    .returning();
  if (!member || !admin) throw new Error("users not created");
  return {
    member: await sessionTokenFor({ id: member.id, isAdmin: false }),
    admin: await sessionTokenFor({ id: admin.id, isAdmin: true }),
    adminId: admin.id,
    memberId: member.id,
  };
}

export function apiRequest(
  sessions: Sessions,
  role: Role,
  method: string,
  path: string,
  body?: {
    json?: unknown;
    raw?: Uint8Array;
    form?: FormData;
    contentType?: string;
    headers?: Record<string, string>;
  },
): NextRequest {
  const headers = new Headers(body?.headers);
  if (role !== "visitor") headers.set("cookie", `${sessionCookieName}=${sessions[role]}`);
  headers.set("origin", env.siteUrl);
  let payload: BodyInit | undefined;
  if (body?.json !== undefined) {
    headers.set("content-type", "application/json");
    payload = JSON.stringify(body.json);
  } else if (body?.raw) {
    headers.set("content-type", body.contentType ?? "application/octet-stream");
    payload = Buffer.from(body.raw);
  } else if (body?.form) {
    payload = body.form;
  }
  return new NextRequest(`${env.siteUrl}${path}`, { method, headers, body: payload });
}
