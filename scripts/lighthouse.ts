// npm run lighthouse – Lighthouse (mobile, the default profile) on the home page, the
// publication list and an item, in the system Chromium, against the production build on a
// fresh seeded database. Prints the four category scores; reports go to lighthouse-reports/.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded } from "./lib/build.mjs";
import { prepareDataDir, startServer } from "./lib/server";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

async function main() {
  buildIfNeeded();
  const dataDir = await prepareDataDir();
  const server = await startServer({ dataDir, port: PORT });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const reportDir = path.resolve("lighthouse-reports");
  fs.mkdirSync(reportDir, { recursive: true });
  try {
    const { publications } = (await (await fetch(`${server.url}/api/content?contentType=publications&type=publication`)).json()) as {
      publications: { id: string; type: string; picture: string | null }[];
    };
    const item = publications.find((p) => p.picture) ?? publications[0]!;
    const pages = { home: "/", list: "/publications?type=publication", item: `/item?id=${item.id}&type=${item.type}` };
    const rows = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      await fetch(server.url + pagePath); // fill the page cache first, as in production
      const result = await lighthouse(server.url + pagePath, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
      fs.writeFileSync(path.join(reportDir, `${name}.html`), String(result.report));
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]));
      const failing = Object.values(result.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
        .map((audit) => audit.id);
      rows.push({ page: name, path: pagePath.length > 40 ? `${pagePath.slice(0, 37)}…` : pagePath, ...scores, "audits < 0.9": failing.slice(0, 6).join(", ") });
    }
    console.info("\nLighthouse, mobile profile (goals: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100)");
    console.table(rows);
    console.info(`Reports: ${reportDir}`);
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
