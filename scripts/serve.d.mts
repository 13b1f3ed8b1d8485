import type { Server } from "node:http";

export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string;
export function serve(options: {
  port: number;
  host: string;
  trustedHops: number;
}): Promise<Server>;
export function settings(): { port: number; host: string; trustedHops: number };
