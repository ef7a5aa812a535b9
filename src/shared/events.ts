// Upcoming events (spec §3 Upcoming event, dashboard card): types, severity rules and the card's routing.
import { z } from "zod";
import { planningHref } from "./manning-alerts";

export const EVENT_TYPES = [
  "contract_expiry",
  "document_expiry",
  "crew_join",
  "crew_leave",
  "maintenance_completion",
  "manning_gap",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_SEVERITIES = ["success", "info", "warning", "high"] as const;
export type EventSeverity = (typeof EVENT_SEVERITIES)[number];

export const UPCOMING_EVENTS_DAYS = 30;
export const UPCOMING_EVENTS_LIMIT = 8;
export const UPCOMING_EVENTS_REFETCH_MS = 30_000;

/**
 * Severity of an event `daysUntil` days away:
 * - contract and document expiries: high ≤7 days, warning ≤15, otherwise info (the alert thresholds);
 * - crew joins and leaves: info (planned movements, not problems);
 * - maintenance completion: success (a vessel returns to service);
 * - manning gap (a rank below safe manning; dated its first short day, today when under way):
 *   high ≤7 days, warning ≤15, otherwise info, like the expiries.
 */
export function eventSeverity(type: EventType, daysUntil: number): EventSeverity {
  switch (type) {
    case "contract_expiry":
    case "document_expiry":
    case "manning_gap":
      if (daysUntil <= 7) return "high";
      if (daysUntil <= 15) return "warning";
      return "info";
    case "maintenance_completion":
      return "success";
    default:
      return "info";
  }
}

export const ZUpcomingEventsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(UPCOMING_EVENTS_DAYS),
  limit: z.coerce.number().int().min(1).max(100).default(UPCOMING_EVENTS_LIMIT),
});

export const ZUpcomingEvent = z.object({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  severity: z.enum(EVENT_SEVERITIES),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  crewMemberId: z.string().nullable(),
  rotationId: z.string().nullable(),
  vesselId: z.string().nullable(),
});
export type TUpcomingEvent = z.infer<typeof ZUpcomingEvent>;

/** Where a click on an event goes (spec §2); the bare route when its id is missing. */
export function eventHref(event: Pick<TUpcomingEvent, "type" | "crewMemberId" | "rotationId" | "vesselId">) {
  const q = (route: string, key: string, value: string | null) =>
    value ? `${route}?${key}=${encodeURIComponent(value)}` : route;
  switch (event.type) {
    case "contract_expiry":
      return q("/crew", "highlight", event.crewMemberId);
    case "document_expiry":
      return q("/documents", "highlight", event.crewMemberId);
    case "crew_join":
    case "crew_leave":
      return q("/scheduling", "highlight", event.rotationId);
    case "maintenance_completion":
      return q("/dashboard", "vessel", event.vesselId);
    case "manning_gap":
      return planningHref(event.vesselId);
    default:
      return "/dashboard";
  }
}

/** The tooltip's verb (spec §2): renew contract, renew document, manage rotation or manage. */
export function eventActionLabel(type: string): string {
  switch (type) {
    case "contract_expiry":
      return "renew contract";
    case "document_expiry":
      return "renew document";
    case "crew_join":
    case "crew_leave":
      return "manage rotation";
    case "manning_gap":
      return "find a reliever";
    default:
      return "manage";
  }
}
