// How a queued write reads to the seafarer: what it is, and on a conflict both versions.
import { certificateTypeLabel } from "@shared/certificates";
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

/** "Upload Visa V-123" (a document the seafarer added on board). */
export function uploadTitle(w: QueuedWrite): string {
  const body = (w.body ?? {}) as { type?: string; documentNumber?: string };
  return `Upload ${certificateTypeLabel(body.type ?? "")} ${body.documentNumber ?? ""}`.trim();
}

/** "Hours of rest, Tue 3 Nov" / "Sign November 2026" / "Upload Visa V-123" / "Sign my employment agreement". */
export function writeTitle(w: QueuedWrite): string {
  if (w.kind === "document-upload") return uploadTitle(w);
  if (w.kind === "agreement-sign") return "Sign my employment agreement";
  const what = w.target.split("/")[1] ?? "";
  return w.kind === "rest-day" ? `Hours of rest, ${dayName(what)}` : `Sign ${monthText(what)}`;
}

/** "Work 08:00–12:00, 13:00–17:00" or "No work recorded". */
export function workText(day: unknown): string {
  const work = (day as { work?: TWorkPeriod[] } | null)?.work;
  if (!work) return "Not recorded";
  return work.length ? `Work ${work.map((p) => `${p.from}–${p.to}`).join(", ")}` : "No work (rest all day)";
}
