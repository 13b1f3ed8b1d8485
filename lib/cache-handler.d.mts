export type CacheTagRegistry = {
  expiredAt: Map<string, number>;
  everythingExpiredAt: number;
  /** Set by lib/server/cache-tag-bus.ts when other instances share the database. */
  publish: ((tags: string[]) => void) | null;
};
export function cacheTagRegistry(): CacheTagRegistry;
export function expireTags(tags: readonly string[], at?: number): void;
export default class CacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, value: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
