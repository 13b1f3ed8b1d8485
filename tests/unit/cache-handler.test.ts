import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CacheHandler, { cacheTagRegistry, expireTags } from "../../lib/cache-handler.mjs";

// Next's cache handler (lib/cache-handler.mjs): entries expire by tag, an entry is stamped with
// its lookup (its render began after it), and the shared registry carries expiries both ways.

const page = (html: string, tags: string[]) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: { "x-next-cache-tags": tags.join(",") },
  status: 200,
});
const pageContext = { kind: "APP_PAGE", cacheControl: { revalidate: 600, expire: undefined } };
const fetchContext = (tags: string[]) => ({ kind: "FETCH", tags, softTags: [] });
let key = 0;
const newKey = () => `/test-${++key}`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  const registry = cacheTagRegistry();
  registry.publish = null;
  registry.everythingExpiredAt = 0;
  registry.expiredAt.clear();
});

describe("cache handler", () => {
  it("keeps a page until one of its tags is expired, then answers a miss", async () => {
    const handler = new CacheHandler();
    const at = newKey();
    expect(await handler.get(at, pageContext)).toBeNull();
    await handler.set(at, page("<p>v1</p>", ["publications"]), pageContext);
    vi.advanceTimersByTime(1_000);
    expect(await handler.get(at, pageContext)).toMatchObject({ value: { html: "<p>v1</p>" } });
    await handler.revalidateTag("links");
    expect(await handler.get(at, pageContext)).not.toBeNull();
    vi.advanceTimersByTime(1);
    await handler.revalidateTag(["publications"]);
    expect(await handler.get(at, pageContext)).toBeNull();
  });

  it("drops a render that began before a write and ended after it", async () => {
    const handler = new CacheHandler();
    const at = newKey();
    expect(await handler.get(at, pageContext)).toBeNull(); // the render starts: it reads v1
    vi.advanceTimersByTime(50);
    await handler.revalidateTag("publications"); // a write commits meanwhile
    vi.advanceTimersByTime(50);
    await handler.set(at, page("<p>v1</p>", ["publications"]), pageContext); // the render ends
    expect(await handler.get(at, pageContext)).toBeNull();
    vi.advanceTimersByTime(10);
    await handler.set(at, page("<p>v2</p>", ["publications"]), pageContext);
    expect(await handler.get(at, pageContext)).toMatchObject({ value: { html: "<p>v2</p>" } });
  });

  it("expires cached data by the tags Next gives with the lookup", async () => {
    const handler = new CacheHandler();
    const at = newKey();
    const data = { kind: "FETCH", data: { body: "[]" }, revalidate: 600 };
    await handler.get(at, fetchContext(["union"]));
    await handler.set(at, data, { fetchCache: true, tags: ["union"] });
    vi.advanceTimersByTime(1);
    expect(await handler.get(at, fetchContext(["union"]))).toMatchObject({ value: data });
    expireTags(["union"]); // another instance's write, as the bus applies it
    expect(await handler.get(at, fetchContext(["union"]))).toBeNull();
  });

  it("tells the other instances of its own expiries, and everything expires after a lost listener", async () => {
    const handler = new CacheHandler();
    const told: string[][] = [];
    cacheTagRegistry().publish = (tags) => told.push(tags);
    await handler.revalidateTag(["faqs", "links"]);
    expect(told).toEqual([["faqs", "links"]]);

    const at = newKey();
    await handler.set(at, page("<p>x</p>", []), pageContext);
    vi.advanceTimersByTime(1);
    expect(await handler.get(at, pageContext)).not.toBeNull();
    cacheTagRegistry().everythingExpiredAt = Date.now();
    expect(await handler.get(at, pageContext)).toBeNull();
  });

  it("forgets the least recently used entries beyond its memory", async () => {
    const handler = new CacheHandler({ maxMemoryCacheSize: 4_500 });
    const keys = [newKey(), newKey(), newKey()];
    const big = "x".repeat(400);
    for (const at of keys) await handler.set(at, page(big, []), pageContext);
    vi.advanceTimersByTime(1);
    expect(await handler.get(keys[0]!, pageContext)).not.toBeNull(); // now the most recent
    await handler.set(newKey(), page(big, []), pageContext);
    expect(await handler.get(keys[1]!, pageContext)).toBeNull();
    expect(await handler.get(keys[0]!, pageContext)).not.toBeNull();
  });
});
