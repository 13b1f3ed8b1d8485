import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { findTypographyIssues } from "@/lib/format/french";

// Every spec imports `test` from here: after each test, the French of every page it rendered
// (visible text, title, labels) and of every e-mail the server queued since is checked by the
// rules of lib/format/french.ts. A slip fails the test with the address and the excerpt.

export * from "@playwright/test";

type Snapshot = { where: string; text: string };

/** Visible text of the page, without code, editors and form fields (what people typed). */
function readPage(): string {
  const skipped = "code, pre, kbd, samp, textarea, [contenteditable='true'], .ProseMirror";
  let text = document.body?.innerText ?? "";
  for (const element of document.querySelectorAll<HTMLElement>(skipped)) {
    const inner = element.innerText;
    if (inner) text = text.replace(inner, " ");
  }
  const labels = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")]
    .map((element) =>
      ["aria-label", "title", "placeholder", "alt"]
        .map((name) => element.getAttribute(name) ?? "")
        .join("\n"),
    )
    .join("\n");
  return [document.title, text, labels].join("\n");
}

/**
 * Excerpts allowed on purpose, each with its reason: the text up to the slip's end (`slip` of
 * findTypographyIssues) must end with `slip`. Keep it narrow.
 */
const ALLOWED: { slip: string; why: string }[] = [];

type Finding = { where: string; rule: string; excerpt: string };

function findings(snapshots: Snapshot[]): Finding[] {
  const found = new Map<string, Finding>();
  for (const { where, text } of snapshots) {
    for (const { rule, excerpt, slip } of findTypographyIssues(text)) {
      if (ALLOWED.some((allowed) => slip.endsWith(allowed.slip))) continue;
      const key = `${where}\n${rule}\n${excerpt}`;
      if (!found.has(key)) found.set(key, { where, rule, excerpt });
    }
  }
  return [...found.values()];
}

// E-mails already read by this worker: each is judged once, by the test that was running when it
// was queued. Each read asks only for those stored since a minute before the newest one seen (a
// transaction's time is when it began, not when it committed): the whole outbox each time was
// 200 messages, a newsletter's among them, serialised, compressed and parsed after every test.
const emailsSeen = new Set<string>();
let newestSeen: number | null = null;
const SINCE_MARGIN_MS = 60_000;

type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

const ENTITIES: Record<string, string> = { nbsp: "\u00a0", amp: "&", lt: "<", gt: ">", quot: '"' };

function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/giu, " ")
    .replace(/<[^>]+>/gu, "\n")
    .replace(/&#x([0-9a-f]+);/giu, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/gu, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/giu, (entity, name: string) => ENTITIES[name] ?? entity);
}

async function newEmails(request: APIRequestContext): Promise<Snapshot[]> {
  const since =
    newestSeen === null ? "" : `?since=${new Date(newestSeen - SINCE_MARGIN_MS).toISOString()}`;
  const response = await request.get(`/api/dev/outbox${since}`).catch(() => null);
  if (!response?.ok()) return [];
  const { messages } = (await response.json()) as { messages: OutboxEntry[] };
  const fresh = messages.filter(({ id }) => !emailsSeen.has(id));
  for (const { id, createdAt } of fresh) {
    emailsSeen.add(id);
    newestSeen = Math.max(newestSeen ?? 0, Date.parse(createdAt));
  }
  return fresh.map(({ to, subject, text, html }) => ({
    where: `e-mail « ${subject} » à ${to}`,
    text: [subject, text, htmlToText(html)].join("\n"),
  }));
}

class PageReader {
  readonly snapshots: Snapshot[] = [];
  private readonly pending: Promise<void>[] = [];
  private readonly watched = new WeakSet<Page>();

  read(page: Page): Promise<void> {
    const done = (async () => {
      if (page.isClosed()) return;
      const where = page.url();
      if (!/^https?:/.test(where)) return;
      // A page without JavaScript still has its text read, outside the page's own scripts.
      const text = await page
        .evaluate(readPage)
        .catch(() => page.locator("body").innerText({ timeout: 2_000 }))
        .catch(() => null);
      if (text !== null) this.snapshots.push({ where, text });
    })();
    this.pending.push(done);
    return done;
  }

  watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on("load", () => void this.read(page));
  }

  watchContext(context: BrowserContext): void {
    context.pages().forEach((page) => this.watch(page));
    context.on("page", (page) => this.watch(page));
  }

  async settle(): Promise<void> {
    await Promise.allSettled(this.pending);
  }
}

export const test = base.extend<{ frenchReader: PageReader; frenchScan: void }>({
  frenchReader: async ({ request }, run) => {
    const reader = new PageReader();
    await run(reader);
    await reader.settle();
    const snapshots = [...reader.snapshots, ...(await newEmails(request))];
    const found = findings(snapshots);
    expect(
      found,
      "French typography (lib/format/french.ts, docs/glossary.md): where, rule, excerpt (« ␣ » marks an ordinary space where a no-break one belongs)",
    ).toEqual([]);
  },
  // Contexts a test opens itself (browser.newContext) are read too.
  frenchScan: [
    async ({ frenchReader, context, browser }, run) => {
      frenchReader.watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const opened = await newContext(...args);
        frenchReader.watchContext(opened);
        return opened;
      };
      await run();
      browser.newContext = newContext;
      // Pages still open show their last state (client-side navigations fire no load event).
      await Promise.all(
        [...context.pages(), ...browser.contexts().flatMap((c) => c.pages())].map((page) =>
          frenchReader.read(page),
        ),
      );
    },
    { auto: true },
  ],
  page: async ({ page, frenchReader }, run) => {
    await run(page);
    await frenchReader.read(page);
  },
});
