// Front-end budgets: initial JS and CSS gzipped (what index.html loads), the largest lazy chunk, and a
// Lighthouse run (desktop preset, Debian chromium) on given pages.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const DIST = "dist/client";
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

export function bundleSizes() {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const initialJs = initial.filter((f) => f.endsWith(".js"));
  const initialCss = initial.filter((f) => f.endsWith(".css"));
  const lazy = readdirSync(join(DIST, "assets"))
    .map((f) => `assets/${f}`)
    .filter((f) => f.endsWith(".js") && !initialJs.includes(f))
    .map((f) => ({ file: f, gzip: gz(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialJsGzip: initialJs.reduce((s, f) => s + gz(f), 0),
    initialCssGzip: initialCss.reduce((s, f) => s + gz(f), 0),
    largestLazy: lazy[0] ?? null,
    lazyChunks: lazy.length,
  };
}

export interface LighthouseFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROMIUM = "/usr/bin/chromium";

export async function lighthouseRun(urls: { page: string; url: string }[]): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");
  // chrome-launcher's spawn error is an unhandled 'error' event that would end the whole bench
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is not installed (apt-get install chromium)`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const { page, url } of urls) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) continue;
      out.push({
        page,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
