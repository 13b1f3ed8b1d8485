// Next's cache handler (next.config.ts `cacheHandler`): rendered pages and cached data in this
// process's memory, expired by tag — here when this instance writes, and on every other instance
// of the same PostgreSQL server through the database (lib/server/cache-tag-bus.ts publishes and
// listens; this file stays free of connections). Plain JavaScript: Next loads it outside the app's
// bundles, and the app reaches the same expiry through the registry on globalThis.
//
// Next's own in-memory handler stamps an entry with the time it is stored, so a render that began
// before a write and ended after it is kept as fresh (a deleted item stayed on the home page). An
// entry here is stamped with the time it was looked up, which precedes its render.

const REGISTRY = Symbol.for("srh.cache-tag-expiry");
const MAX_BYTES_DEFAULT = 64 * 1024 * 1024;
/** A render takes far less; a lookup older than this is forgotten (its render failed). */
const LOOKUP_TTL_MS = 60_000;

/**
 * The tags' expiry times of this process, shared by Next's handler instances and the app.
 * @returns {{ expiredAt: Map<string, number>, everythingExpiredAt: number, publish: ((tags: string[]) => void) | null }}
 */
export function cacheTagRegistry() {
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  holder[REGISTRY] ??= { expiredAt: new Map(), everythingExpiredAt: 0, publish: null };
  return /** @type {ReturnType<typeof cacheTagRegistry>} */ (holder[REGISTRY]);
}

/** Expires tags in this process (a write here, or one announced by another instance). */
export function expireTags(tags, at = Date.now()) {
  const { expiredAt } = cacheTagRegistry();
  for (const tag of tags) expiredAt.set(tag, at);
}

/** Key → { value, lastModified, cacheControl, size }; Map order is the least recently used first. */
const entries = new Map();
/** Key → when it was first looked up without a usable entry (its render's start, at the latest). */
const lookups = new Map();
let bytes = 0;

function tagsOf(value, ctx) {
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value?.headers?.["x-next-cache-tags"];
  return typeof header === "string" ? header.split(",") : [];
}

function isExpired(tags, lastModified) {
  const { expiredAt, everythingExpiredAt } = cacheTagRegistry();
  if (everythingExpiredAt >= lastModified) return true;
  return tags.some((tag) => (expiredAt.get(tag) ?? 0) >= lastModified);
}

/** Whether Next will render again on this entry (by time): then its lookup time matters. */
function isOld(entry, now) {
  const seconds =
    entry.value?.kind === "FETCH" ? entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof seconds === "number" && now - entry.lastModified > seconds * 1000;
}

function sizeOf(value) {
  if (!value) return 0;
  let size = 0;
  for (const part of [value.html, value.rscData, value.body, value.postponed])
    if (part) size += part.length ?? 0;
  if (value.segmentData) for (const part of value.segmentData.values()) size += part.length;
  if (value.kind === "FETCH") size += JSON.stringify(value.data ?? null).length;
  return size + 512;
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  bytes -= entry.size;
  entries.delete(key);
}

export default class CacheHandler {
  constructor(options = {}) {
    this.maxBytes = options.maxMemoryCacheSize || MAX_BYTES_DEFAULT;
  }

  async get(key, ctx) {
    const now = Date.now();
    const entry = entries.get(key);
    const usable = entry && !isExpired(tagsOf(entry.value, ctx), entry.lastModified);
    if (!usable || isOld(entry, now)) {
      const since = lookups.get(key);
      if (since === undefined || now - since > LOOKUP_TTL_MS) lookups.set(key, now);
    }
    if (!entry) return null;
    if (!usable) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return {
      value: entry.value,
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, value, ctx) {
    const now = Date.now();
    const lookedUp = lookups.get(key);
    lookups.delete(key);
    remove(key);
    const entry = {
      value,
      lastModified: lookedUp !== undefined && now - lookedUp <= LOOKUP_TTL_MS ? lookedUp : now,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      size: sizeOf(value),
    };
    if (entry.size > this.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.size;
    for (const oldest of entries.keys()) {
      if (bytes <= this.maxBytes) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    expireTags(list);
    cacheTagRegistry().publish?.(list);
  }

  resetRequestCache() {}
}
