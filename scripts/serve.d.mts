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
  /** Memory for visitors' pages answered before Next, in bytes (0: off). */
  visitorBytesMax?: number;
  /** Memory for members' own pages answered before Next, in bytes (0: off). */
  memberBytesMax?: number;
}): Promise<Server>;
export function settings(): {
  port: number;
  host: string;
  trustedHops: number;
  visitorBytesMax: number;
  memberBytesMax: number;
};
export const PRECOMPRESSED_HEADER: string;
export function passPrecompressed(
  res: import("node:http").ServerResponse,
  options?: { keepMarks?: boolean },
): void;
