// How a queued write reads to the seafarer (issue 22): what it is, and on a conflict both versions.
import type { TWorkPeriod } from "@shared/rest-hours-api";
import type { QueuedWrite } from "@/lib/offline/write-queue";

const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

const monthText = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** "Hours of rest, Tue 3 Nov" / "Sign November 2026". */
export function writeTitle(w: QueuedWrite): string {
  const what = w.target.split("/")[1] ?? "";
  return w.kind === "rest-day" ? `Hours of rest, ${dayName(what)}` : `Sign ${monthText(what)}`;
}

/** "Work 08:00–12:00, 13:00–17:00" or "No work recorded". */
export function workText(day: unknown): string {
  const work = (day as { work?: TWorkPeriod[] } | null)?.work;
  if (!work) return "Not recorded";
  return work.length ? `Work ${work.map((p) => `${p.from}–${p.to}`).join(", ")}` : "No work (rest all day)";
}
