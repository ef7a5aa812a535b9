// Every API call a screen makes on load. A call whose route does not exist yet is reported as
// missing, not measured.
import { addDays, addMonths, todayIn } from "../../src/shared/dates";

/** Ids of records the calls address (found once the app runs: the seed's ids are random). */
export interface BenchIds {
  vesselId?: string;
  /** A crew member aboard that vessel, and their rank (eligibility for a 6-month tour there). */
  crewMemberId?: string;
  rank?: string;
}

export function apiCalls(ids: BenchIds = {}): { name: string; path: string }[] {
  const today = todayIn("UTC");
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const vessel = ids.vesselId ?? "00000000-0000-4000-8000-000000000000";
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);
  return [
    { name: "dashboard stats", path: "/api/dashboard/stats" },
    { name: "vessels", path: "/api/vessels?limit=50" },
    { name: "crew (first page)", path: "/api/crew?limit=50" },
    { name: "crew (search)", path: "/api/crew?q=san&limit=50" },
    { name: "documents (first page)", path: "/api/documents?limit=50" },
    { name: "documents (expiring)", path: "/api/documents?status=expiring&limit=50" },
    // the alerts screen's first page ( 100 at a time, keyset-paged), and a page further on
    { name: "alerts 30 days", path: "/api/alerts/expiring-documents?days=30&limit=100" },
    { name: "alerts 90 days", path: "/api/alerts/expiring-documents?days=90&limit=100" },
    {
      name: "alerts 90 days (next page)",
      path: `/api/alerts/expiring-documents?days=90&limit=100&cursor=${today}_00000000-0000-4000-8000-000000000000`,
    },
    { name: "alert summary", path: "/api/alerts/summary?days=30" },
    { name: "upcoming events", path: "/api/upcoming-events?days=30&limit=8" },
    // the calendar draws the month from per-day counts and first bars; a day's list on click
    { name: "rotations (month)", path: `/api/rotations/month?month=${today.slice(0, 7)}` },
    { name: "rotations (day)", path: `/api/rotations/day?date=${today}&limit=50` },
    { name: "rotations (timeline list)", path: `/api/rotations?from=${monthStart}&to=${monthEnd}&limit=500` },
    { name: "report overview", path: "/api/reports/overview?days=30" },
    { name: "report compliance", path: "/api/reports/compliance?days=30" },
    { name: "report crew analysis", path: "/api/reports/crew-analysis?days=30" },
    { name: "report utilization", path: "/api/reports/vessel-utilization?days=30" },
    { name: "activity report", path: "/api/system/activity-report?days=30" },
    { name: "rest hours vessel month", path: `/api/vessels/${vessel}/rest-hours?month=${lastMonth}` },
    { name: "rest non-conformities", path: "/api/rest-hours/non-conformities?limit=50" },
    {
      name: "rest non-conf. by vessel",
      path: `/api/rest-hours/non-conformities?vesselId=${vessel}&limit=50`,
    },
    { name: "rest non-conf. by rule", path: "/api/rest-hours/non-conformities?rule=rest_24h&limit=50" },
    { name: "rest hours summary", path: "/api/rest-hours/summary?days=30" },
    // One vessel of the 200-vessel fleet: its crew aboard and planned × the types their ranks need there.
    { name: "compliance matrix", path: `/api/compliance/matrix?vesselId=${vessel}` },
    {
      name: "eligibility (one member)",
      path: `/api/crew/${ids.crewMemberId ?? vessel}/eligibility?vesselId=${vessel}&rank=${encodeURIComponent(ids.rank ?? "Cook")}&from=${today}&to=${addDays(today, 180)}`,
    },
    { name: "missing certificates", path: "/api/alerts/missing-certificates?days=90&limit=100" },
    // The whole fleet's manning gaps over 6 months (every vessel has a Safe Manning Document in
    // the large dataset), one vessel's, its crew changes and the relievers for a rank.
    { name: "manning gaps (fleet)", path: `/api/manning/gaps?from=${today}&to=${addDays(today, 182)}` },
    {
      name: "manning gaps (vessel)",
      path: `/api/manning/gaps?vesselId=${vessel}&from=${today}&to=${addDays(today, 182)}`,
    },
    {
      // the planning board's first page as the screen asks for it: 25 vessels, six whole months
      name: "manning board (25 vessels)",
      path: `/api/manning/board?from=${today.slice(0, 8)}01&to=${addDays(`${addMonths(today, 6).slice(0, 8)}01`, -1)}&limit=25`,
    },
    { name: "crew changes (vessel)", path: `/api/crew-changes?vesselId=${vessel}&limit=50` },
    {
      name: "relievers (one rank)",
      path: `/api/vessels/${vessel}/relievers?rank=${encodeURIComponent(ids.rank ?? "Cook")}&from=${addDays(today, 30)}&to=${addDays(today, 210)}`,
    },
  ];
}
