// Every API call a screen makes on load. A call whose route does not exist yet is reported as
// missing, not measured.
import { gridRange } from "../../src/shared/calendar";
import { addDays, addMonths, todayIn } from "../../src/shared/dates";

/** Ids of records the calls address (found once the app runs: the seed's ids are random). */
export interface BenchIds {
  vesselId?: string;
  /** A crew member aboard that vessel, and their rank (eligibility for a 6-month tour there). */
  crewMemberId?: string;
  rank?: string;
  /** A vessel with 25 seafarers aboard (the port paperwork and the portage bill of a full crew). */
  paperworkVesselId?: string;
}

/** A call's own budget where the screen's (p99 ≤ 50 ms cold, ≤ 200 KB sent) does not apply, and why. */
export interface CallBudget {
  p99Ms: number;
  sentKb: number;
  why: string;
  /** Concurrent connections it is measured with (10 unless told). */
  connections?: number;
}

/** Files made on request (a PDF or a workbook: layout, fonts and compression in the request, made once
 * per port call or month by one person, not on a screen's load): measured with 2 connections (two offices
 * downloading at once), p99 ≤ 1 s, ≤ 2 MB sent. */
const FILE_BUDGET: CallBudget = {
  p99Ms: 1000,
  sentKb: 2048,
  why: "a file made on request (PDF/xlsx), once per port call or month, 2 connections",
  connections: 2,
};
/** A month's portage bill as JSON: every seafarer's account over the months their balance is carried
 * through, opened from the wages screen (not on every screen load): p99 ≤ 100 ms. */
const BILL_BUDGET: CallBudget = {
  p99Ms: 100,
  sentKb: 200,
  why: "each seafarer's account computed with the balance carried over up to 24 months",
};

export function apiCalls(ids: BenchIds = {}): { name: string; path: string; budget?: CallBudget }[] {
  const today = todayIn("UTC");
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const vessel = ids.vesselId ?? "00000000-0000-4000-8000-000000000000";
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);
  const full = ids.paperworkVesselId ?? vessel;
  const grid = gridRange(today.slice(0, 7));
  return [
    { name: "dashboard stats", path: "/api/dashboard/stats" },
    { name: "vessels", path: "/api/vessels?limit=50" },
    { name: "crew (first page)", path: "/api/crew?limit=50" },
    { name: "crew (search)", path: "/api/crew?q=san&limit=50" },
    { name: "documents (first page)", path: "/api/documents?limit=50" },
    { name: "documents (expiring)", path: "/api/documents?status=expiring&limit=50" },
    // the Document Center's search box: a name, number, authority or type fragment
    { name: "documents (search)", path: "/api/documents?q=mar&limit=50" },
    { name: "contracts", path: "/api/contracts?limit=50" },
    // the vessel page's contracts tab
    { name: "contracts (vessel)", path: `/api/vessels/${vessel}/contracts?limit=100` },
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
    // what the fleet timeline itself reads: the tours of the month's grid, 500 at a time (its first page)
    {
      name: "rotations (timeline tours)",
      path: `/api/manning/tours?from=${grid.from}&to=${grid.to}&limit=500&offset=0`,
    },
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
    // search from anywhere (Ctrl+K): a name fragment, and a number (IMO, passport, CDC or document)
    { name: "search (name)", path: "/api/search?q=san&limit=5" },
    { name: "search (number)", path: "/api/search?q=9120&limit=5" },
    // port paperwork and wages of a vessel with 25 seafarers aboard
    { name: "crew list FAL (json, 25)", path: `/api/vessels/${full}/crew-list?date=${today}&kind=departure` },
    {
      name: "crew list FAL (pdf, 25)",
      path: `/api/vessels/${full}/crew-list?date=${today}&kind=departure&format=pdf`,
      budget: FILE_BUDGET,
    },
    { name: "inspection pack (pdf, 25)", path: `/api/vessels/${full}/inspection-pack`, budget: FILE_BUDGET },
    {
      name: "portage bill (json, 25)",
      path: `/api/vessels/${full}/portage-bills/${lastMonth}`,
      budget: BILL_BUDGET,
    },
    {
      name: "portage bill (xlsx, 25)",
      path: `/api/vessels/${full}/portage-bills/${lastMonth}?format=xlsx`,
      budget: FILE_BUDGET,
    },
    {
      name: "relievers (one rank)",
      path: `/api/vessels/${vessel}/relievers?rank=${encodeURIComponent(ids.rank ?? "Cook")}&from=${addDays(today, 30)}&to=${addDays(today, 210)}`,
    },
  ];
}
