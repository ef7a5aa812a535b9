// The one axe check of the e2e suite: injects axe-core's own source (the newest rules from npm; the
// @axe-core/playwright wrapper of that version needs Node 22) into the page and runs it on the whole
// document. Returns the serious and critical violations, and the moderate rules we hold to as strictly
// (heading-order: a screen's headings never skip a level), one line per rule with the nodes it flagged.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Moderate rules that fail a check like serious ones. */
export const STRICT_MODERATE_RULES = new Set(["heading-order"]);

/** The page's axe (injected below). */
type AxeWindow = { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } };

export type AxeFinding = { id: string; impact: string; targets: string[]; summary: string };

/**
 * Runs axe-core on the page as it is now; serious and critical violations, and heading-order. `within` (a CSS
 * selector, or a locator whose element is resolved as the run starts) narrows the run to a part, e.g. an open
 * dialog whose page was checked already.
 */
export async function axeViolations(page: Page, within?: string | Locator): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  // evaluated through the DevTools protocol, so the app's Content-Security-Policy (script-src 'self') allows it
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Opening fades end first (mid-fade a dialog's text has less contrast than it will have); endless
  // animations (a spinner) are not waited for. Only violations are collected in full: axe's resultTypes
  // keeps one node of each pass and inapplicable rule, which is most of a run's work on a long page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const options = { resultTypes: ["violations"] };
  const results = (await (typeof within === "object"
    ? within.evaluate((el, opts) => (window as unknown as AxeWindow).axe.run(el, opts), options)
    : page.evaluate(
        ([sel, opts]) =>
          (window as unknown as AxeWindow).axe.run(sel ? { include: [[sel]] } : document, opts),
        [within ?? null, options] as const,
      ))) as AxeResults;
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || STRICT_MODERATE_RULES.has(v.id))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      targets: v.nodes.map((n) => n.target.join(" ")),
      summary: v.nodes[0]?.failureSummary ?? "",
    }));
}

/** The form the specs assert on: `rule: target, target` per violation ([] when clean). */
export async function axeSerious(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${v.id}: ${v.targets.join(", ")}`);
}

/** The axe-core version injected (so a spec can print which rules it ran). */
export const AXE_VERSION = (require("axe-core/package.json") as { version: string }).version;
