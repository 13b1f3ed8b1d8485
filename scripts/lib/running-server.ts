import { env, getCronSecret } from "@/lib/env";

// Scripts that need the embedded database while `npm start` runs must ask the server: PGlite
// allows one process on its data directory.

export const serverUrl = `http://127.0.0.1:${env.PORT}`;

/** Whether the site answers on this machine's PORT. */
export async function isServerRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${serverUrl}/api/utils?utilType=test-connection`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** A call to one of the server's internal routes, with the scheduler's bearer secret. */
export async function callServer(path: string, init: RequestInit = {}): Promise<Response> {
  const secret = getCronSecret();
  if (!secret) throw new Error("CRON_SECRET manquant (CRON_SECRET is required).");
  return fetch(`${serverUrl}${path}`, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${secret}` },
  });
}
